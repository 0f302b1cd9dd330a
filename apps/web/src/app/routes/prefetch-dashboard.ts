import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../../lib/session';
import { someoneWasSignedInHere } from '../../lib/cached-data';
import { challengeDashboardQuery } from '../../features/challenges';
import { recentUsersQuery } from '../../features/profile';

/**
 * Asks for the dashboard's data as soon as the route is entered, so it arrives while the
 * screen's code is still loading instead of after it. On a device where someone is signed in
 * (the usual opening of the app) it asks alongside the question of who that is, saving a round
 * trip; otherwise only once the answer is a signed-in user, so a guest, whom the login guard sends
 * home, is never refused. A refused prefetch is not retried: the screen asks again when it opens.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  const prefetch = () => {
    void queryClient.prefetchQuery({ ...challengeDashboardQuery, retry: false });
    void queryClient.prefetchQuery({ ...recentUsersQuery, retry: false });
  };
  if (someoneWasSignedInHere()) return prefetch();
  void queryClient.ensureQueryData(meQuery).then(
    (me) => me && prefetch(),
    () => undefined, // the login guard answers a profile that cannot be read
  );
}
