import { t } from '@lingui/core/macro';
import { Card } from 'react-bootstrap';
import { QueryCard } from '../../../../components/query-card';
import { useNow } from '../../../../lib/use-now';
import { useUserChallenges } from '../../api/user-challenges-api';
import { CurrentChallengeCard } from './current-challenge-card';

/** A user's running challenges; completed ones are left out. */
export function CurrentChallengesPanel({ userId }: { userId: string }) {
  const now = useNow();
  return (
    <QueryCard
      title={t`Current Challenges`}
      testId="current-challenges-panel"
      query={useUserChallenges(userId)}
      filter={(challenge) => challenge.status !== 'completed'}
      loadingLabel="Loading current challenges…"
      errorMessage={t`Failed to load current challenges.`}
      emptyText={t`No current challenges.`}
    >
      {(current) => (
        <Card.Body className="d-grid gap-3">
          {current.map((challenge) => (
            <CurrentChallengeCard key={challenge.challengeId} challenge={challenge} now={now} />
          ))}
        </Card.Body>
      )}
    </QueryCard>
  );
}
