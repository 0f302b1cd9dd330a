import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyProfile, PublicProfile, RecentUser, UpdateProfileBody } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/query-keys';

export function usePublicProfile(userId: string | undefined) {
  return useQuery({
    queryKey: ['profile', userId],
    queryFn: () => api<PublicProfile>(`/api/profiles/${encodeURIComponent(userId ?? '')}`),
    enabled: Boolean(userId),
    retry: false,
  });
}

export const recentUsersQuery = queryOptions({
  queryKey: ['recent-users'],
  queryFn: () => api<RecentUser[]>('/api/profiles/recent'),
  staleTime: 10_000, // as the dashboard's challenge query: prefetched with the route
});

export function useRecentUsers() {
  return useQuery(recentUsersQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api<MyProfile>('/api/profile/me', 'PATCH', body),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

export function deleteAccount(password: string): Promise<unknown> {
  return api('/api/account', 'DELETE', { password });
}

export const EXPORT_URL = '/api/profile/me/export';
