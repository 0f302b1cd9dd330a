import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationSettings } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

/** The player's reminder settings: the defaults until they save some. */
export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: () => call(notificationsApi.settings) });
}

/** Replaces the whole set; the server's answer becomes what the page shows as saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => call(notificationsApi.saveSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings, saved),
  });
}
