import { Trans } from '@lingui/react/macro';
import { ListGroup } from 'react-bootstrap';
import type { RoutineLog } from '@gauntlet/core';
import { formatDate } from '../../../lib/date-format';

/** One training session: its day, routine name and score. */
export function RoutineLogRow({ log }: { log: RoutineLog }) {
  const score = log.score;
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2" data-testid="routine-log">
      <time dateTime={log.date} className="small text-body-secondary">
        {formatDate(log.date)}
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
