import { t } from '@lingui/core/macro';
import { Dropdown } from 'react-bootstrap';
import type { InboxNotification } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { errorMessage } from '../../../lib/error-text';
import { useNow } from '../../../lib/use-now';
import { useInbox, useMarkAllRead, useMarkRead } from '../api/inbox-api';
import { InboxItem } from './inbox-item';

/** What the open bell shows: the notifications, newest first, then "Mark all read" while some are unread. */
export function InboxMenu({ open }: { open: boolean }) {
  const inbox = useInbox(open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const now = useNow();
  const follow = (notification: InboxNotification) => {
    if (!notification.read) markRead.mutate(notification.id);
  };

  return (
    <>
      {inbox.isPending && <PageSpinner label={t`Loading notifications…`} />}
      {!inbox.data && inbox.isError && (
        <div className="px-3 pt-2">
          <LoadError message={errorMessage(inbox.error)} onRetry={() => void inbox.refetch()} />
        </div>
      )}
      {inbox.data?.notifications.length === 0 && (
        <Dropdown.ItemText className="text-body-secondary">{t`No notifications yet.`}</Dropdown.ItemText>
      )}
      {inbox.data?.notifications.map((notification) => (
        <InboxItem key={notification.id} notification={notification} now={now} onFollow={follow} />
      ))}
      {!!inbox.data?.unreadCount && (
        <div className="d-flex justify-content-end border-top pt-1">
          <Dropdown.Item as="button" className="w-auto" onClick={() => markAllRead.mutate()}>
            {t`Mark all read`}
          </Dropdown.Item>
        </div>
      )}
      {markAllRead.isError && <p className="px-3 py-2 mb-0 text-danger small">{errorMessage(markAllRead.error)}</p>}
    </>
  );
}
