import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useRef } from 'react';
import { Alert, Form } from 'react-bootstrap';
import type { ImageAnalysis } from '@gauntlet/core';
import { useLocalVideo } from '../lib/use-local-video';
import { useTimelinePlayback } from '../lib/use-timeline-playback';
import { useTimelineSource } from '../lib/use-timeline-source';
import { ActionTimeline } from './action-timeline';
import { DriveDeviceSwitch } from './drive-device-switch';
import { TimelineSourcePicker } from './timeline-source-picker';

/**
 * Video mode: a local video (an object URL, never uploaded) with a timeline of actions, either
 * from a .funscript file or from the analysis (one action per image, see `actionsFromImages`).
 */
export function VideoMode({ images }: { images: ImageAnalysis[] | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const local = useLocalVideo();
  const timeline = useTimelineSource(images, local.durationMs);
  const playback = useTimelinePlayback(timeline.actions, videoRef);
  const { video } = local;

  // A newly picked video stops the playback (and the device) of the one it replaces.
  const pickVideo = (file: File | undefined) => {
    if (file) playback.stop();
    local.pick(file);
  };

  let timelineView;
  if (timeline.actions.length > 0) {
    timelineView = <ActionTimeline actions={timeline.actions} index={playback.tick.index} position={playback.tick.position} />;
  } else if (timeline.effective === 'analysis') {
    timelineView = (
      <p className="small text-body-secondary mb-0">{t`Load a video: the analysed images are spread over its duration.`}</p>
    );
  } else {
    timelineView = (
      <p className="small text-body-secondary mb-0">
        {timeline.hasImages ? (
          <Trans>Load a .funscript file, or use the analysis, for a timeline.</Trans>
        ) : (
          <Trans>Load a .funscript file, or analyse images first, for a timeline.</Trans>
        )}
      </p>
    );
  }

  return (
    <section className="d-grid gap-3" aria-labelledby="video-mode-title">
      <div>
        <h2 className="h5 mb-1" id="video-mode-title">
          {t`Video mode`}
        </h2>
        <p className="small text-body-secondary mb-0">
          <Trans>
            Play a video from this device with a timeline of actions. The video stays on your device; it is never uploaded.
          </Trans>
        </p>
      </div>
      <Form.Group controlId="video-file">
        <Form.Label>{t`Video file`}</Form.Label>
        <Form.Control
          type="file"
          accept="video/*"
          onChange={(event) => pickVideo((event.currentTarget as HTMLInputElement).files?.[0])}
        />
      </Form.Group>
      {local.error && (
        <Alert variant="warning" className="mb-0">
          {local.error}
        </Alert>
      )}
      {video && (
        <video
          ref={videoRef}
          src={video.url}
          controls
          className="w-100 rounded bg-dark"
          style={{ maxHeight: '60vh' }}
          data-testid="video-player"
          onLoadedMetadata={(event) => local.setDurationMs(event.currentTarget.duration * 1000)}
          onPlay={playback.play}
          onPause={playback.stop}
          onEnded={playback.stop}
          onSeeked={() => playback.check(false)}
          onError={() => local.setError(t`This browser cannot play “${{ fileName: video.name }}”.`)}
        />
      )}
      <TimelineSourcePicker timeline={timeline} />
      {timelineView}
      <DriveDeviceSwitch
        ready={playback.deviceReady}
        checked={playback.drive}
        error={playback.driveError}
        onChange={playback.setDrive}
      />
    </section>
  );
}
