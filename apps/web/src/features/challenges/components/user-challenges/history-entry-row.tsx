import { t } from '@lingui/core/macro';
import { format } from 'date-fns';
import { Badge, ListGroup } from 'react-bootstrap';
import type { HistoryEntry } from '@gauntlet/core';
import { PointsText } from '../points-text';

/** dd/MM of the finish date; an unreadable date shows as a dash. */
function finishDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'dd/MM');
}

export function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2" data-testid="history-entry">
      <span className="fw-semibold flex-grow-1 text-break">{entry.name}</span>
      <Badge bg={entry.status === 'Completed' ? 'success' : 'secondary'}>
        {entry.status === 'Completed' ? t`Completed` : t`Cancelled`}
      </Badge>
      <time dateTime={entry.finishedDate} className="small text-body-secondary">
        {finishDay(entry.finishedDate)}
      </time>
      <span className="small">
        <PointsText rewardPoints={entry.rewardPoints} punishmentPoints={entry.punishmentPoints} />
      </span>
    </ListGroup.Item>
  );
}
