import { t } from '@lingui/core/macro';
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { QueryCard } from '../../../components/query-card';
import { formatDate } from '../../../lib/date-format';
import { useRecentUsers } from '../api/profile-api';
import { profilePath } from '../../../lib/paths';

/** The players who chose to appear here, with the day each was last seen (never the time). */
export function RecentUsers() {
  return (
    <QueryCard
      title={t`Recently Active Users`}
      query={useRecentUsers()}
      loadingLabel={t`Loading recently active users…`}
      errorMessage={t`Failed to load recently active users.`}
      emptyText={t`Nobody has chosen to appear here yet.`}
    >
      {(users) => (
        <ListGroup variant="flush" data-testid="recent-users">
          {users.map((user) => (
            <ListGroup.Item key={user.userId} className="d-flex align-items-center gap-3">
              <Avatar name={user.userName} src={user.profilePicture} />
              <span className="fw-semibold flex-grow-1 text-truncate">{user.userName}</span>
              <time dateTime={user.lastSeenOn} className="text-body-secondary small">
                {formatDate(user.lastSeenOn)}
              </time>
              <Link to={profilePath(user.userId)} className="btn btn-sm btn-outline-primary">
                {t`View Profile`}
              </Link>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </QueryCard>
  );
}
