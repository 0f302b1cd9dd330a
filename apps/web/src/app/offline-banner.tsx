import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lastUpdatedAt } from '../lib/cached-data';
import { useOnline } from '../lib/online-status';

const clock = (time: number) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(time);

/** While offline, says so and how old the data on screen is. */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  const since = lastUpdatedAt(queryClient);
  return (
    <div role="status" className="alert alert-warning mb-3 py-2" data-testid="offline-banner">
      {since > 0 ? t`Offline — showing data from ${clock(since)}` : t`Offline — no data saved on this device yet`}
    </div>
  );
}
