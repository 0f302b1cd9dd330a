import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileBody, accountApi, profileApi } from '@gauntlet/core';
import { call, uploadFile } from '../../../lib/api-client';
import { accountKeys, meQueryKey, profileKeys } from '../../../lib/query-keys';

export function usePublicProfile(userId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.public(userId ?? ''),
    queryFn: () => call(profileApi.publicProfile, { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
    retry: false,
  });
}

export const recentUsersQuery = queryOptions({
  queryKey: profileKeys.recent,
  queryFn: () => call(profileApi.recent),
  staleTime: 10_000, // as the dashboard's challenge query: prefetched with the route
});

export function useRecentUsers() {
  return useQuery(recentUsersQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => call(profileApi.updateMe, { body }),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(profileApi.uploadAvatar, file),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(profileApi.removeAvatar),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}

/** Deletes the account: with its password, or with none for an account that has no password. */
export function deleteAccount(password: string | undefined): Promise<unknown> {
  return call(accountApi.deleteAccount, { body: password === undefined ? {} : { password } });
}

/** How the account signs in, asked afresh each time: the session's sign-in time matters. */
export function useSignInMethods() {
  return useQuery({ queryKey: accountKeys.signInMethods, queryFn: () => call(accountApi.signInMethods), staleTime: 0 });
}

export const EXPORT_URL = profileApi.export.path;
