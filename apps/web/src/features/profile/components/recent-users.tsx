import { Alert, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatRecentLogin } from '@gauntlet/core';
import { PageSpinner } from '../../../components/page-spinner';
import { useRecentUsers } from '../api/profile-api';
import { Avatar } from '../../../components/avatar';

export function RecentUsers() {
  const { data: users, isPending, isError } = useRecentUsers();
  return (
    <Card>
      <Card.Header as="h2" className="h5">
        Recently Active Users
      </Card.Header>
      {isPending && <PageSpinner />}
      {isError && (
        <Card.Body>
          <Alert variant="danger" className="mb-0">
            Failed to load recently active users.
          </Alert>
        </Card.Body>
      )}
      {users && users.length === 0 && <Card.Body className="text-body-secondary">Nobody yet.</Card.Body>}
      {users && users.length > 0 && (
        <ListGroup variant="flush" data-testid="recent-users">
          {users.map((user) => (
            <ListGroup.Item key={user.userId} className="d-flex align-items-center gap-3">
              <Avatar name={user.userName} src={user.profilePicture} />
              <span className="fw-semibold flex-grow-1 text-truncate">{user.userName}</span>
              <time dateTime={user.lastLogin} className="text-body-secondary small">
                {formatRecentLogin(new Date(user.lastLogin))}
              </time>
              <Link to={`/profile/show/${user.userId}`} className="btn btn-sm btn-outline-primary">
                View Profile
              </Link>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
