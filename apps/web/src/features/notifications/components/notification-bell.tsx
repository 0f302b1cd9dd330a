import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { useInboxUpToDate } from '../api/inbox-api';
import { BellIcon } from './bell-icon';
import { InboxMenu } from './inbox-menu';

/**
 * The user bar's bell: the unread count (the profile's, kept live by its event stream) as a badge,
 * and the latest notifications in a menu opened from it, by pointer or keyboard.
 */
export function NotificationBell({ unread }: { unread: number }) {
  const [open, setOpen] = useState(false);
  useInboxUpToDate(unread);
  return (
    <Dropdown show={open} onToggle={setOpen} align="end">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        className="user-bar-bell"
        aria-label={unread === 0 ? t`Notifications` : t`Notifications, ${unread} unread`}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="badge rounded-pill text-bg-danger" aria-hidden="true" data-testid="user-bar-bell-count">
            {unread}
          </span>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-bell-menu">
        <InboxMenu open={open} />
      </Dropdown.Menu>
    </Dropdown>
  );
}
