import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import { roleLevel, type AdminUserRow } from '@gauntlet/core';
import { RoleBadge } from '../../../components/role-badge';
import { editButtonId } from '../lib/edit-button-id';
import { formatDateTime } from '../../../lib/date-format';
import { displayUserName, messageName, pointsText } from '../lib/user-row-format';

interface Props {
  user: AdminUserRow;
  selected: boolean;
  busy: boolean;
  onEdit: (user: AdminUserRow) => void;
}

export function AdminUserTableRow({ user, selected, busy, onEdit }: Props) {
  const { role, flags } = user.permissions;
  return (
    <tr className={selected ? 'table-active' : undefined} data-testid="admin-user-row">
      <th scope="row" className={user.userName.trim() ? undefined : 'fw-normal fst-italic text-body-secondary'}>
        {displayUserName(user)}
      </th>
      <td className="text-break">{user.email}</td>
      <td className="text-nowrap">
        <RoleBadge role={role} />{' '}
        <span className="small text-body-secondary">
          <Trans>Lvl {{ level: roleLevel(role) }}</Trans>
        </span>
      </td>
      <td>{flags.length}</td>
      <td className="text-nowrap">
        {user.lastLogin ? <time dateTime={user.lastLogin}>{formatDateTime(user.lastLogin)}</time> : t`Never`}
      </td>
      <td>{pointsText(user)}</td>
      <td>
        <Button
          id={editButtonId(user.userId)}
          size="sm"
          variant={selected ? 'primary' : 'outline-primary'}
          disabled={busy}
          onClick={() => onEdit(user)}
        >
          {t`Edit`}
          <span className="visually-hidden"> {messageName(user)}</span>
        </Button>
      </td>
    </tr>
  );
}
