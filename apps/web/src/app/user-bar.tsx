import { useNavigate } from 'react-router';
import { useAuthActions, useMe } from '../lib/session';
import { RoleBadge } from '../components/role-badge';
import { UserBarPoints } from './user-bar-points';

/** The fixed bar at the top left: name, role, points and Logout, shown while signed in. */
export default function UserBar() {
  const { data: me } = useMe();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  if (!me) return null;
  const logout = async () => {
    await signOut();
    await navigate('/');
  };
  return (
    <div className="user-bar shadow-sm" role="region" aria-label="Account">
      <span className="fw-semibold text-truncate" data-testid="user-bar-name">
        {me.userName}
      </span>
      <RoleBadge role={me.permissions.role} />
      <UserBarPoints rewardPoints={me.rewardPoints} punishmentPoints={me.punishmentPoints} />
      <button type="button" className="btn btn-sm btn-outline-light" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}
