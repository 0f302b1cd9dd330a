import { useNavigate } from 'react-router';
import { useAuthActions, useMe } from '../lib/session';
import { RoleBadge } from '../components/role-badge';

/** The fixed bar at the top left: name, role, points and Logout, shown while signed in. */
export function UserBar() {
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
      <span className="badge text-bg-success" title="Reward points" data-testid="user-bar-rp">
        RP {me.rewardPoints}
      </span>
      <span className="badge text-bg-danger" title="Punishment points" data-testid="user-bar-pp">
        PP {me.punishmentPoints}
      </span>
      <button type="button" className="btn btn-sm btn-outline-light" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}
