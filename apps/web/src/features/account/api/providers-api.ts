import { useQuery } from '@tanstack/react-query';
import { type ProviderSignInBody, accountApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys';

/** The outside sign-in providers the server offers; none unless its operator configured one. */
export function useSignInProviders() {
  return useQuery({
    queryKey: accountKeys.providers,
    queryFn: () => call(accountApi.providers),
    staleTime: Infinity,
    select: (answer) => answer.providers,
  });
}

/** Starts a sign-in at the provider and sends the browser there; it comes back through the server. */
export async function goToProvider(body: ProviderSignInBody): Promise<void> {
  const { url } = await call(accountApi.signInWithProvider, { body });
  window.location.assign(url);
}
