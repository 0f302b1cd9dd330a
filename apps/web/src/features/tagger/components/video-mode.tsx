import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import {
  actionsFromImages,
  currentActionIndex,
  parseFunscript,
  positionAt,
  type FunscriptAction,
  type ImageAnalysis,
} from '@gauntlet/core';
import { useDeviceSession, useDeviceSnapshot } from '../../device';
import { DeviceDriver } from '../lib/device-drive';
import { ActionTimeline } from './action-timeline';
import { DriveDeviceSwitch } from './drive-device-switch';

/** The video tagger checks the timeline every 200 ms while the video plays. */
const TIMELINE_CHECK_MS = 200;
const FUNSCRIPT_MAX_BYTES = 20 * 1024 * 1024;

type Source = 'analysis' | 'funscript';
interface Tick {
  index: number;
  position: number | null;
}

/**
 * Video mode: a local video (an object URL, never uploaded) with a timeline of actions, either
 * from a .funscript file or from the analysis (one action per image, see `actionsFromImages`).
 */
export function VideoMode({ images }: { images: ImageAnalysis[] | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const videoUrl = useRef<string | null>(null);
  const [video, setVideo] = useState<{ name: string; url: string } | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [durationMs, setDurationMs] = useState(0);
  const [source, setSource] = useState<Source>('analysis');
  const [script, setScript] = useState<{ name: string; actions: FunscriptAction[] } | null>(null);
  const [scriptError, setScriptError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [tick, setTick] = useState<Tick>({ index: -1, position: null });
  const [drive, setDrive] = useState(false);
  const [driveError, setDriveError] = useState<string | null>(null);

  const session = useDeviceSession();
  const snapshot = useDeviceSnapshot();
  const driver = useMemo(() => new DeviceDriver(session), [session]);
  const deviceReady = snapshot.status === 'connected' && snapshot.consent;
  const driving = drive && deviceReady;

  const hasImages = images !== null && images.length > 0;
  const effective: Source = source === 'analysis' && hasImages ? 'analysis' : 'funscript';
  const actions = useMemo(
    () => (effective === 'analysis' ? actionsFromImages(images ?? [], durationMs) : (script?.actions ?? [])),
    [effective, images, durationMs, script],
  );

  /** Reads the video's time (0 without a video); drives the device only while playing. */
  const check = useCallback(
    (live: boolean) => {
      const ms = (videoRef.current?.currentTime ?? 0) * 1000;
      const next = { index: currentActionIndex(actions, ms), position: positionAt(actions, ms) };
      setTick((now) => (now.index === next.index && now.position === next.position ? now : next));
      if (live && driving) {
        const result = driver.drive(next.position ?? 0);
        if (result && !result.ok) {
          setDriveError(result.reason);
          setDrive(false);
        }
      }
    },
    [actions, driving, driver],
  );

  useEffect(() => {
    if (!playing) return undefined;
    check(true);
    const timer = setInterval(() => check(true), TIMELINE_CHECK_MS);
    return () => clearInterval(timer);
  }, [playing, check]);

  useEffect(() => {
    if (!driving) driver.zero();
  }, [driving, driver]);

  useEffect(
    () => () => {
      driver.zero();
      if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
      videoUrl.current = null;
    },
    [driver],
  );

  // A new timeline applies at once, also while paused.
  useEffect(() => check(false), [check]);

  const stopped = () => {
    setPlaying(false);
    driver.zero();
  };

  const pickVideo = (file: File | undefined) => {
    if (!file) return;
    stopped();
    setVideoError(null);
    if (file.type !== '' && !file.type.startsWith('video/')) {
      setVideoError(`“${file.name}” is not a video file.`);
      return;
    }
    if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
    const url = URL.createObjectURL(file);
    videoUrl.current = url;
    setDurationMs(0);
    setVideo({ name: file.name, url });
  };

  const pickScript = async (file: File | undefined) => {
    if (!file) return;
    setScriptError(null);
    if (file.size > FUNSCRIPT_MAX_BYTES) {
      setScriptError(`“${file.name}” is too large for a funscript.`);
      return;
    }
    const result = parseFunscript(await file.text());
    if (!result.ok) {
      setScriptError(`“${file.name}”: ${result.error}`);
      return;
    }
    setScript({ name: file.name, actions: result.actions });
    setSource('funscript');
  };

  let timeline;
  if (actions.length > 0) {
    timeline = <ActionTimeline actions={actions} index={tick.index} position={tick.position} />;
  } else if (effective === 'analysis') {
    timeline = <p className="small text-body-secondary mb-0">Load a video: the analysed images are spread over its duration.</p>;
  } else {
    timeline = (
      <p className="small text-body-secondary mb-0">
        Load a .funscript file{hasImages ? ', or use the analysis' : ', or analyse images first'} for a timeline.
      </p>
    );
  }

  return (
    <section className="d-grid gap-3" aria-labelledby="video-mode-title">
      <div>
        <h2 className="h5 mb-1" id="video-mode-title">
          Video mode
        </h2>
        <p className="small text-body-secondary mb-0">
          Play a video from this device with a timeline of actions. The video stays on your device; it is never uploaded.
        </p>
      </div>
      <Form.Group controlId="video-file">
        <Form.Label>Video file</Form.Label>
        <Form.Control
          type="file"
          accept="video/*"
          onChange={(event) => pickVideo((event.currentTarget as HTMLInputElement).files?.[0])}
        />
      </Form.Group>
      {videoError && (
        <Alert variant="warning" className="mb-0">
          {videoError}
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
          onLoadedMetadata={(event) => setDurationMs(event.currentTarget.duration * 1000)}
          onPlay={() => setPlaying(true)}
          onPause={stopped}
          onEnded={stopped}
          onSeeked={() => check(false)}
          onError={() => setVideoError(`This browser cannot play “${video.name}”.`)}
        />
      )}

      <fieldset className="d-grid gap-2">
        <legend className="fs-6 fw-semibold mb-0">Timeline</legend>
        <Form.Check
          type="radio"
          id="timeline-analysis"
          name="timeline-source"
          label="From the analysis: one action per image, spread over the video, positioned by the image's brightness"
          checked={effective === 'analysis'}
          disabled={!hasImages}
          onChange={() => setSource('analysis')}
        />
        <Form.Check
          type="radio"
          id="timeline-funscript"
          name="timeline-source"
          label={script ? `From the funscript “${script.name}” (${script.actions.length} actions)` : 'From a .funscript file'}
          checked={effective === 'funscript'}
          onChange={() => setSource('funscript')}
        />
        {effective === 'funscript' && (
          <Form.Group controlId="funscript-file">
            <Form.Label className="small mb-1">Funscript file</Form.Label>
            <Form.Control
              type="file"
              size="sm"
              accept=".funscript,.json,application/json"
              onChange={(event) => void pickScript((event.currentTarget as HTMLInputElement).files?.[0])}
            />
          </Form.Group>
        )}
        {scriptError && (
          <Alert variant="warning" className="mb-0" data-testid="funscript-error">
            {scriptError}
          </Alert>
        )}
      </fieldset>
      {timeline}
      <DriveDeviceSwitch
        ready={deviceReady}
        checked={drive}
        error={driveError}
        onChange={(checked) => {
          setDriveError(null);
          setDrive(checked);
        }}
      />
    </section>
  );
}
