import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import type { AdminUserRow, Flag, Role } from '@gauntlet/core';
import { displayUserName } from '../lib/user-row-format';
import { FlagSwitches } from './flag-switches';
import { RoleButtons } from './role-buttons';

interface Props {
  user: AdminUserRow;
  busy: boolean;
  onRoleChange: (role: Role) => void;
  onFlagToggle: (flag: Flag, on: boolean) => void;
  onClose: () => void;
}

/** The selected user's role and flags. Focus moves here when a user is selected. */
export function UserEditPanel({ user, busy, onRoleChange, onFlagToggle, onClose }: Props) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, [user.userId]);

  return (
    <Card as="section" className="mb-3" aria-labelledby={titleId} data-testid="admin-edit-panel">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <div className="flex-grow-1 text-break">
          <h2 className="h5 mb-0" id={titleId} ref={titleRef} tabIndex={-1}>
            <Trans>Edit {{ userName: displayUserName(user) }}</Trans>
          </h2>
          <div className="small text-body-secondary">{user.email}</div>
        </div>
        {busy && (
          <span role="status" className="d-inline-flex align-items-center gap-1 small">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t`Saving…`}
          </span>
        )}
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      </Card.Header>
      <Card.Body>
        <RoleButtons current={user.permissions.role} busy={busy} onChange={onRoleChange} />
        <FlagSwitches userId={user.userId} flags={user.permissions.flags} busy={busy} onToggle={onFlagToggle} />
      </Card.Body>
    </Card>
  );
}
