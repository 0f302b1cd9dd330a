import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { partnerKeys } from '../../../lib/query-keys';

/** What an invite offers, read once: a refusal (used, expired, withdrawn) does not change on a retry. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.invite(code),
    queryFn: () => call(partnerApi.preview, { params: { code } }),
    enabled,
    retry: false,
  });
}

export function useAcceptInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(partnerApi.accept, { params: { code } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: partnerKeys.invite(code) });
      return queryClient.invalidateQueries({ queryKey: partnerKeys.page });
    },
  });
}

export function useDeclineInvite(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(partnerApi.decline, { params: { code } }),
    onSuccess: (page) => {
      queryClient.removeQueries({ queryKey: partnerKeys.invite(code) });
      queryClient.setQueryData(partnerKeys.page, page);
    },
  });
}
