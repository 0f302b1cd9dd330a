import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { ListGroup } from 'react-bootstrap';
import { LabelledProgressBar } from '../../../components/labelled-progress-bar';
import type { FunscriptAction } from '@gauntlet/core';
import { formatMs } from '../lib/format-time';

interface Props {
  actions: FunscriptAction[];
  /** The action in force now, -1 before the first. */
  index: number;
  position: number | null;
}

const WINDOW_BEFORE = 3;
const WINDOW_SIZE = 8;

/** The current position, and the actions around the current one with it highlighted. */
export function ActionTimeline({ actions, index, position }: Props) {
  const start = Math.max(0, Math.min(index - WINDOW_BEFORE, actions.length - WINDOW_SIZE));
  const shown = actions.slice(start, start + WINDOW_SIZE);
  const rounded = position === null ? null : Math.round(position);
  return (
    <div className="d-grid gap-2" data-testid="action-timeline">
      <div className="d-flex flex-wrap justify-content-between gap-2 small">
        <span className="fw-semibold" id="video-position-label" data-testid="video-position">
          <Trans>Position {{ position: rounded ?? '–' }}</Trans>
        </span>
        <span data-testid="video-action-index">
          {index < 0
            ? t`Before the first of ${{ total: actions.length }} actions`
            : t`Action ${{ number: index + 1 }} of ${{ total: actions.length }}`}
        </span>
      </div>
      <LabelledProgressBar now={rounded ?? 0} aria-labelledby="video-position-label" variant="info" />
      <ListGroup as="ol" className="small" aria-label={t`Timeline`}>
        {shown.map((action, offset) => {
          const actionIndex = start + offset;
          const current = actionIndex === index;
          return (
            <ListGroup.Item
              as="li"
              key={actionIndex}
              active={current}
              aria-current={current ? 'true' : undefined}
              className="d-flex justify-content-between py-1"
              data-testid="timeline-action"
            >
              <span>
                <Trans>
                  #{{ number: actionIndex + 1 }} at {{ time: formatMs(action.at) }}
                </Trans>
              </span>
              <span>
                <Trans>pos {{ position: action.pos }}</Trans>
              </span>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </div>
  );
}
