import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { AdminUserRow, Flag, Role } from '@gauntlet/core';
import { PageSpinner } from '../../../components/page-spinner';
import { useAddFlag, useAdminUsers, useChangeRole, useRemoveFlag } from '../api/admin-users-api';
import { AdminUsersTable } from '../components/admin-users-table';
import { MailStatusCard } from '../components/mail-status-card';
import { UserEditPanel } from '../components/user-edit-panel';
import { editButtonId } from '../lib/edit-button-id';
import { failureText } from '../lib/failure-text';
import { flagName } from '../lib/flag-names';
import { roleName } from '../../../lib/role-names';
import { messageName } from '../lib/user-row-format';

interface Notice {
  variant: 'success' | 'danger';
  text: string;
}

/**
 * Shows how the app's mail is doing, and lists every user; an admin selects one to change their
 * role or toggle their feature flags.
 */
export default function AdminPage() {
  const users = useAdminUsers();
  const changeRole = useChangeRole();
  const addFlag = useAddFlag();
  const removeFlag = useRemoveFlag();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // After the panel closes, focus goes back to that user's Edit button once it is enabled again.
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  const busy = changeRole.isPending || addFlag.isPending || removeFlag.isPending;
  const selected = users.data?.find((user) => user.userId === selectedId) ?? null;

  useEffect(() => {
    if (!returnFocusTo || busy) return;
    document.getElementById(editButtonId(returnFocusTo))?.focus();
    // The focus request is done once the button is enabled again (after a render): clear it here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReturnFocusTo(null);
  }, [returnFocusTo, busy]);

  const close = () => {
    if (selectedId) setReturnFocusTo(selectedId);
    setSelectedId(null);
  };

  const updateRole = (user: AdminUserRow, role: Role) => {
    setNotice(null);
    changeRole.mutate(
      { userId: user.userId, role },
      {
        onSuccess: (row) => {
          setReturnFocusTo(row.userId);
          setSelectedId(null);
          setNotice({
            variant: 'success',
            text: t`Successfully updated ${{ userName: messageName(row) }}'s role to ${{ role: roleName(role) }}`,
          });
        },
        onError: (error) => setNotice({ variant: 'danger', text: failureText(error, t`Failed to update user role`) }),
      },
    );
  };

  const toggleFlag = (user: AdminUserRow, flag: Flag, on: boolean) => {
    setNotice(null);
    const name = flagName(flag);
    const onError = (fallback: string) => (error: unknown) =>
      setNotice({ variant: 'danger', text: failureText(error, fallback) });
    if (on) {
      addFlag.mutate(
        { userId: user.userId, flag },
        {
          onSuccess: (row) =>
            setNotice({ variant: 'success', text: t`Successfully added ${name} flag to ${{ userName: messageName(row) }}` }),
          onError: onError(t`Failed to add flag`),
        },
      );
    } else {
      removeFlag.mutate(
        { userId: user.userId, flag },
        {
          onSuccess: (row) =>
            setNotice({ variant: 'success', text: t`Successfully removed ${name} flag from ${{ userName: messageName(row) }}` }),
          onError: onError(t`Failed to remove flag`),
        },
      );
    }
  };

  return (
    <div className="admin-page">
      <h1 className="h3 mb-3">{t`Admin Panel`}</h1>
      <MailStatusCard />
      {notice && (
        <Alert
          variant={notice.variant}
          role={notice.variant === 'success' ? 'status' : 'alert'}
          dismissible
          transition={false}
          onClose={() => setNotice(null)}
          data-testid="admin-notice"
        >
          {notice.text}
        </Alert>
      )}
      {users.isPending && <PageSpinner label={t`Loading users…`} />}
      {users.isError && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" transition={false}>
          <span className="flex-grow-1">{t`Failed to load users. Check permissions.`}</span>
          <Button size="sm" variant="outline-danger" onClick={() => void users.refetch()}>
            {t`Retry`}
          </Button>
        </Alert>
      )}
      {selected && (
        <UserEditPanel
          user={selected}
          busy={busy}
          onRoleChange={(role) => updateRole(selected, role)}
          onFlagToggle={(flag, on) => toggleFlag(selected, flag, on)}
          onClose={close}
        />
      )}
      {users.data && (
        <AdminUsersTable users={users.data} selectedId={selectedId} busy={busy} onEdit={(user) => setSelectedId(user.userId)} />
      )}
    </div>
  );
}
