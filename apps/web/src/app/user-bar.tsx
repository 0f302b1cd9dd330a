import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAuthActions, useMe } from '../lib/session';
import { RoleBadge } from '../components/role-badge';
import { UserBarPoints } from './user-bar-points';
import { NotificationBell } from '../features/notifications';
import { paths } from '../lib/paths';

/** The account part of the top bar: name, role, points, the notifications' bell and Logout, shown while signed in. */
export function UserBar() {
  const { data: me } = useMe();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  if (!me) return null;
  const logout = async () => {
    await signOut();
    await navigate(paths.home);
  };
  return (
    <div className="user-bar" role="region" aria-label={t`Account`}>
      <span className="user-bar-name fw-semibold text-truncate" data-testid="user-bar-name">
        {me.userName}
      </span>
      <RoleBadge role={me.permissions.role} />
      <UserBarPoints rewardPoints={me.rewardPoints} punishmentPoints={me.punishmentPoints} />
      <NotificationBell unread={me.unreadNotifications} />
      <button type="button" className="btn btn-sm btn-outline-light user-bar-logout" onClick={() => void logout()}>
        <Trans>Logout</Trans>
      </button>
    </div>
  );
}
