import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Table } from 'react-bootstrap';
import type { AdminUserRow } from '@gauntlet/core';
import { AdminUserTableRow } from './admin-user-table-row';

interface Props {
  users: readonly AdminUserRow[];
  selectedId: string | null;
  busy: boolean;
  onEdit: (user: AdminUserRow) => void;
}

const COLUMNS = [msg`Username`, msg`E-mail`, msg`Role`, msg`Flags`, msg`Last login`, msg`Points`];

export function AdminUsersTable({ users, selectedId, busy, onEdit }: Props) {
  if (users.length === 0) return <p className="text-body-secondary">{t`No users found.`}</p>;
  return (
    <Table responsive striped hover size="sm" className="align-middle">
      <caption className="visually-hidden">{t`All users. Points are reward points / punishment points.`}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.id} scope="col" className="text-nowrap">
              {i18n._(column)}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <AdminUserTableRow key={user.userId} user={user} selected={user.userId === selectedId} busy={busy} onEdit={onEdit} />
        ))}
      </tbody>
    </Table>
  );
}
