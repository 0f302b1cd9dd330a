import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type Inbox, type MyProfile } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { meQueryKey, notificationKeys } from '../../../lib/query-keys';

/** The bell's notifications, fetched once the bell is first opened. */
export function useInbox(opened: boolean) {
  return useQuery({ queryKey: notificationKeys.inbox, queryFn: () => call(notificationsApi.inbox), enabled: opened });
}

/**
 * The profile's unread count is the live one (the event stream moves it): when it differs from
 * the list's, the list is out of date (a notification came, or was read on another device) and
 * is fetched again, at once while the bell is open.
 */
export function useInboxUpToDate(unread: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const listed = queryClient.getQueryData<Inbox>(notificationKeys.inbox);
    if (listed && listed.unreadCount !== unread) void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox });
  }, [unread, queryClient]);
}

/** The server's answer becomes the list, and its count the badge's, before the stream says so. */
function useShowInbox() {
  const queryClient = useQueryClient();
  return (inbox: Inbox) => {
    queryClient.setQueryData(notificationKeys.inbox, inbox);
    queryClient.setQueryData<MyProfile | null>(meQueryKey, (me) => (me ? { ...me, unreadNotifications: inbox.unreadCount } : me));
  };
}

export function useMarkRead() {
  const show = useShowInbox();
  return useMutation({
    mutationFn: (notificationId: string) => call(notificationsApi.markRead, { params: { notificationId } }),
    onSuccess: show,
  });
}

export function useMarkAllRead() {
  const show = useShowInbox();
  return useMutation({ mutationFn: () => call(notificationsApi.markAllRead), onSuccess: show });
}
