import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Card } from 'react-bootstrap';
import { Link, Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { ApiRequestError } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/date-format';
import { useMe } from '../../lib/session';
import { ActivityPanel, ChallengeHistoryPanel, CurrentChallengesPanel } from '../../features/challenges';
import { RoutineLogsPanel } from '../../features/routines';
import { usePublicProfile } from '../../features/profile';
import { Avatar } from '../../components/avatar';
import { paths } from '../../lib/paths';

/**
 * Anyone's public profile by id; without an id, the signed-in user's own. A profile its player
 * did not open to visitors who are not signed in says so to them, and nothing more.
 */
export default function ProfileViewPage() {
  const { uid } = useParams();
  const { data: me, isPending: mePending } = useMe();
  const userId = uid ?? me?.userId;
  const { data: profile, isPending, error } = usePublicProfile(userId);

  if (!uid && mePending) return <PageSpinner />;
  if (!userId) return <Alert variant="warning">{t`User ID is not provided. Log in to see your own profile.`}</Alert>;
  if (isPending) return <PageSpinner />;
  if (error) {
    const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
    return <Alert variant="danger">{missing ? t`User not found` : t`Failed to load user profile`}</Alert>;
  }
  if (!profile) return <Navigate to={paths.home} replace />;
  if (!profile.visible) {
    return (
      <div data-testid="profile-closed">
        <h1 className="h3">{t`Private profile`}</h1>
        <p>
          <Trans>
            This player shows their profile only to signed-in players. <Link to={paths.home}>Log in</Link> to see it.
          </Trans>
        </p>
      </div>
    );
  }
  const own = profile.userId === me?.userId;
  // The player sees the moment they were last seen; everyone else only the day.
  const lastSeen = own ? me.lastLogin && formatDateTime(me.lastLogin) : profile.lastSeenOn && formatDate(profile.lastSeenOn);

  return (
    <div className="d-grid gap-4" style={{ maxWidth: '36rem' }}>
      <Card className="profile-view">
        <Card.Body>
          <div className="d-flex align-items-center gap-3 mb-3">
            <Avatar name={profile.userName} src={profile.profilePicture} size={64} />
            <h1 className="h3 mb-0" data-testid="profile-name">
              {profile.userName}
            </h1>
          </div>
          <dl className="row mb-0">
            <dt className="col-sm-5">{t`Reward points`}</dt>
            <dd className="col-sm-7">
              <Badge bg="success" data-testid="profile-rp">
                {profile.rewardPoints}
              </Badge>
            </dd>
            <dt className="col-sm-5">{t`Punishment points`}</dt>
            <dd className="col-sm-7">
              <Badge bg="danger" data-testid="profile-pp">
                {profile.punishmentPoints}
              </Badge>
            </dd>
            <dt className="col-sm-5">{t`Last seen`}</dt>
            <dd className="col-sm-7" data-testid="profile-last-seen">
              {lastSeen || t`Never`}
            </dd>
          </dl>
          {own && (
            <Link to={paths.points} className="d-inline-block mt-3">
              {t`Points history: why your points changed`}
            </Link>
          )}
        </Card.Body>
      </Card>
      {(own || profile.publicActivity) && <ActivityPanel userId={profile.userId} />}
      <CurrentChallengesPanel userId={profile.userId} />
      <ChallengeHistoryPanel userId={profile.userId} />
      <RoutineLogsPanel userId={profile.userId} />
    </div>
  );
}
