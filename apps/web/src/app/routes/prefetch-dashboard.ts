import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../../lib/session';
import { challengeDashboardQuery } from '../../features/challenges';
import { recentUsersQuery } from '../../features/profile';

/**
 * Asks for the dashboard's data as soon as the route is entered, so it arrives while the
 * screen's code is still loading instead of after it. Only for a signed-in user: a guest is
 * sent home by the login guard.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.ensureQueryData(meQuery).then(
    (me) => {
      if (!me) return;
      void queryClient.prefetchQuery(challengeDashboardQuery);
      void queryClient.prefetchQuery(recentUsersQuery);
    },
    () => undefined, // the login guard answers a profile that cannot be read
  );
}
