import { Alert, Card, ListGroup } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { useUserHistory } from '../api/user-challenges-api';
import { HistoryEntryRow } from './history-entry-row';

/** A user's completed and cancelled challenges. */
export function ChallengeHistoryPanel({ userId }: { userId: string }) {
  const history = useUserHistory(userId);

  return (
    <Card as="section" aria-labelledby="challenge-history-title" data-testid="challenge-history-panel">
      <Card.Header>
        <h2 className="h5 mb-0" id="challenge-history-title">
          Challenge History
        </h2>
      </Card.Header>
      {history.isPending && <PageSpinner label="Loading challenge history…" />}
      {!history.isPending && !history.data && (
        <Card.Body>
          <Alert variant="danger" className="mb-0">
            Failed to load challenge history.
          </Alert>
        </Card.Body>
      )}
      {history.data && history.data.length === 0 && (
        <Card.Body className="text-body-secondary">No completed challenges found.</Card.Body>
      )}
      {history.data && history.data.length > 0 && (
        <ListGroup as="ul" variant="flush">
          {history.data.map((entry) => (
            <HistoryEntryRow key={entry.id} entry={entry} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
