import { Trans } from '@lingui/react/macro';
import { ListGroup } from 'react-bootstrap';
import type { RoutineLog } from '@gauntlet/core';
import { formatDayMonth } from '../lib/day-month';

/** One training session: day-month, routine name and score. */
export function RoutineLogRow({ log }: { log: RoutineLog }) {
  const score = log.score;
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2" data-testid="routine-log">
      <time dateTime={log.date} className="small text-body-secondary">
        {formatDayMonth(log.date)}
      </time>
      <span className="fw-semibold flex-grow-1 text-break">{log.routineName}</span>
      <span className="small">
        <Trans>
          Score: <strong>{score}</strong>
        </Trans>
      </span>
    </ListGroup.Item>
  );
}
