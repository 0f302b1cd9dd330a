import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type MyProfile, type SignInBody, type SignUpBody, accountApi, profileApi } from '@gauntlet/core';
import { ApiRequestError, call } from './api-client';
import { meQueryKey } from './query-keys';
import { announceLogout } from './logout-broadcast';
import { forgetCachedData, restoreCachedData, someoneWasSignedInHere } from './cached-data';
import { forgetEndedSession, sessionEndOf, signingOut } from './session-end';

/**
 * The signed-in user's profile, or null when nobody is signed in (a guest's answer is no error).
 * When the server cannot be reached, the data saved on this device for the last user signed in
 * comes back instead, so the app opens offline. It is always asked for, even offline, so that
 * answer comes at once rather than never. When the player signed in here last time has no
 * session any more (it expired, or ended elsewhere), their saved data goes, and the sign-in
 * screen says why.
 */
export const meQuery = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ client }): Promise<MyProfile | null> => {
    try {
      const me = await call(profileApi.session);
      if (!me && someoneWasSignedInHere()) await forgetEndedSession('expired');
      return me;
    } catch (error) {
      const ended = sessionEndOf(error);
      if (ended) {
        if (someoneWasSignedInHere()) await forgetEndedSession(ended);
        return null;
      }
      const saved = error instanceof ApiRequestError && error.status === 0 ? await restoreCachedData(client) : null;
      if (saved) return saved;
      throw error;
    }
  },
  staleTime: Infinity,
  retry: 1,
  networkMode: 'always',
});

export function useMe() {
  return useQuery(meQuery);
}

/**
 * Asks who is signed in at start-up, while the first screen's code is still loading, instead
 * of after it (guarded screens wait for the answer).
 */
export function prefetchMe(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(meQuery);
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function useAuthActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQueryKey });
  // Arrow functions, not methods: callers destructure them.
  return {
    signIn: async (body: SignInBody) => {
      await call(accountApi.signIn, { body });
      await refresh();
    },
    /**
     * Resolves whether the sign-up signed this browser in. A sign-up for an e-mail that already
     * has an account is answered like any other but starts no session.
     */
    signUp: async (body: SignUpBody): Promise<boolean> => {
      await call(accountApi.signUp, { body });
      const me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
      return me !== null;
    },
    signOut: () =>
      signingOut(async () => {
        await call(accountApi.signOut).catch(() => undefined);
        announceLogout();
        queryClient.clear();
        queryClient.setQueryData(meQueryKey, null);
        await forgetCachedData();
      }),
  };
}
