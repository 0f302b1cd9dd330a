import { ListGroup } from 'react-bootstrap';
import type { HistoryEntry } from '@gauntlet/core';
import { formatDate } from '../../../../lib/date-format';
import { PointsText } from '../points-text';
import { ChallengeResultBadge } from './challenge-result-badge';

export function HistoryEntryRow({ entry }: { entry: HistoryEntry }) {
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2" data-testid="history-entry">
      <span className="fw-semibold flex-grow-1 text-break">{entry.name}</span>
      <ChallengeResultBadge challenge={entry} />
      <time dateTime={entry.finishedDate} className="small text-body-secondary">
        {formatDate(entry.finishedDate)}
      </time>
      <span className="small">
        <PointsText rewardPoints={entry.rewardPoints} punishmentPoints={entry.punishmentPoints} />
      </span>
    </ListGroup.Item>
  );
}
