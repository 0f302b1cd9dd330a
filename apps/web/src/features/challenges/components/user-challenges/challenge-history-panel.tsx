import { t } from '@lingui/core/macro';
import { ListGroup } from 'react-bootstrap';
import { QueryCard } from '../../../../components/query-card';
import { useUserHistory } from '../../api/user-challenges-api';
import { HistoryEntryRow } from './history-entry-row';

/** A user's completed and cancelled challenges. */
export function ChallengeHistoryPanel({ userId }: { userId: string }) {
  return (
    <QueryCard
      title={t`Challenge History`}
      testId="challenge-history-panel"
      query={useUserHistory(userId)}
      loadingLabel="Loading challenge history…"
      errorMessage={t`Failed to load challenge history.`}
      emptyText={t`No completed challenges found.`}
    >
      {(history) => (
        <ListGroup as="ul" variant="flush">
          {history.map((entry) => (
            <HistoryEntryRow key={entry.id} entry={entry} />
          ))}
        </ListGroup>
      )}
    </QueryCard>
  );
}
