import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { useChallenge } from '../api/challenge-api';
import { useChallengeDashboard } from '../api/dashboard-api';
import { ChallengeDetailCard } from '../components/user-challenges/challenge-detail';
import { paths } from '../../../lib/paths';

/** One challenge by its id (from the points history); without an id, the active one. */
export default function SeeChallengePage() {
  const { challengeId } = useParams();
  const dashboard = useChallengeDashboard();
  const shownId = challengeId ?? dashboard.data?.activeChallenge?.challengeId;
  const challenge = useChallenge(shownId);

  if (!challengeId && dashboard.isPending) return <PageSpinner label={t`Loading your challenge`} />;
  if (!challengeId && dashboard.isError)
    return <LoadError message={t`Failed to load your challenge.`} onRetry={() => void dashboard.refetch()} />;
  if (!shownId) {
    return (
      <div className="d-grid gap-3">
        <h1 className="h3 mb-0">{t`No active challenge`}</h1>
        <p className="mb-0">
          <Link to={paths.newChallenge}>{t`Start a new challenge`}</Link>
          {t` or look at your `}
          <Link to={paths.points}>{t`points history`}</Link>.
        </p>
      </div>
    );
  }
  if (challenge.isPending) return <PageSpinner label={t`Loading the challenge`} />;
  if (challenge.isError) {
    if (challenge.error instanceof ApiRequestError && challenge.error.status === 404) {
      return <Alert variant="warning">{t`This challenge does not exist or is not yours.`}</Alert>;
    }
    return <LoadError message={t`Failed to load the challenge.`} onRetry={() => void challenge.refetch()} />;
  }
  return (
    <div className="d-grid gap-3" style={{ maxWidth: '44rem' }}>
      <ChallengeDetailCard challenge={challenge.data} />
      <p className="mb-0">
        <Link to={paths.points}>{t`Points history`}</Link> · <Link to={paths.dashboard}>{t`Dashboard`}</Link>
      </p>
    </div>
  );
}
