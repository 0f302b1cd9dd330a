import { t } from '@lingui/core/macro';
import { Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import type { InboxNotification } from '@gauntlet/core';
import { formatTimeAgo } from '../../../lib/format';
import { inboxNotificationPath, inboxNotificationText } from '../lib/inbox-texts';

/** One notification of the bell: a link to where it asks the player to act, which reads it. */
export function InboxItem({
  notification,
  now,
  onFollow,
}: {
  notification: InboxNotification;
  now: Date;
  onFollow: (notification: InboxNotification) => void;
}) {
  const { read, createdAt } = notification;
  return (
    <Dropdown.Item
      as={Link}
      to={inboxNotificationPath(notification)}
      className={read ? 'inbox-item' : 'inbox-item unread'}
      onClick={() => onFollow(notification)}
    >
      {!read && <span className="visually-hidden">{t`Unread:`} </span>}
      <span className="d-block">{inboxNotificationText(notification)}</span>
      <time dateTime={createdAt} className="d-block small text-body-secondary">
        {formatTimeAgo(new Date(createdAt), now)}
      </time>
    </Dropdown.Item>
  );
}
