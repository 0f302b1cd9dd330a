import { Alert, Button, Card } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { useUserChallenges } from '../api/user-challenges-api';
import { useNow } from '../../../lib/use-now';
import { CurrentChallengeCard } from './current-challenge-card';

/** A user's running challenges; completed ones are left out. */
export function CurrentChallengesPanel({ userId }: { userId: string }) {
  const challenges = useUserChallenges(userId);
  const now = useNow();
  const current = challenges.data?.filter((challenge) => challenge.status !== 'completed');

  return (
    <Card as="section" aria-labelledby="current-challenges-title" data-testid="current-challenges-panel">
      <Card.Header>
        <h2 className="h5 mb-0" id="current-challenges-title">
          Current Challenges
        </h2>
      </Card.Header>
      <Card.Body className="d-grid gap-3">
        {challenges.isPending && <PageSpinner label="Loading current challenges…" />}
        {!challenges.isPending && !current && (
          <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
            <span className="flex-grow-1">Failed to load current challenges.</span>
            <Button size="sm" variant="outline-danger" onClick={() => void challenges.refetch()}>
              Retry
            </Button>
          </Alert>
        )}
        {current && current.length === 0 && <p className="text-body-secondary mb-0">No current challenges.</p>}
        {current?.map((challenge) => (
          <CurrentChallengeCard key={challenge.challengeId} challenge={challenge} now={now} />
        ))}
      </Card.Body>
    </Card>
  );
}
