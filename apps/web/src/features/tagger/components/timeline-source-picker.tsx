import { plural, t } from '@lingui/core/macro';
import { Alert, Form } from 'react-bootstrap';
import type { useTimelineSource } from '../lib/use-timeline-source';

/** The choice between the analysis and a .funscript file as the timeline's source. */
export function TimelineSourcePicker({ timeline }: { timeline: ReturnType<typeof useTimelineSource> }) {
  const { effective, hasImages, script, scriptError } = timeline;
  return (
    <fieldset className="d-grid gap-2">
      <legend className="fs-6 fw-semibold mb-0">{t`Timeline`}</legend>
      <Form.Check
        type="radio"
        id="timeline-analysis"
        name="timeline-source"
        label={t`From the analysis: one action per image, spread over the video, positioned by the image's brightness`}
        checked={effective === 'analysis'}
        disabled={!hasImages}
        onChange={() => timeline.setSource('analysis')}
      />
      <Form.Check
        type="radio"
        id="timeline-funscript"
        name="timeline-source"
        label={
          script
            ? t`From the funscript “${{ fileName: script.name }}” (${plural({ actionCount: script.actions.length }, { one: '# action', other: '# actions' })})`
            : t`From a .funscript file`
        }
        checked={effective === 'funscript'}
        onChange={() => timeline.setSource('funscript')}
      />
      {effective === 'funscript' && (
        <Form.Group controlId="funscript-file">
          <Form.Label className="small mb-1">{t`Funscript file`}</Form.Label>
          <Form.Control
            type="file"
            size="sm"
            accept=".funscript,.json,application/json"
            onChange={(event) => void timeline.pickScript((event.currentTarget as HTMLInputElement).files?.[0])}
          />
        </Form.Group>
      )}
      {scriptError && (
        <Alert variant="warning" className="mb-0" data-testid="funscript-error">
          {scriptError}
        </Alert>
      )}
    </fieldset>
  );
}
