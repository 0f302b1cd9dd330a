import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lastUpdatedAt } from '../lib/cached-data';
import { formatTime } from '../lib/date-format';
import { useOnline } from '../lib/online-status';

const offlineSince = (time: string) => t`Offline — showing data from ${time}`;

/** How long "Back online" stays for screen readers after the connection returns. */
const BACK_ONLINE_MS = 5000;

/** True for a moment after the connection came back (not at start). */
function useJustBackOnline(online: boolean): boolean {
  const wasOnline = useRef(online);
  const [back, setBack] = useState(false);
  useEffect(() => {
    const returned = online && !wasOnline.current;
    wasOnline.current = online;
    if (!returned) return;
    setBack(true);
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);
  return back && online;
}

/**
 * While offline, says so and how old the data on screen is; when the connection returns, screen
 * readers hear that too. The live region stays in the page, so both changes are announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const backOnline = useJustBackOnline(online);
  const since = online ? 0 : lastUpdatedAt(queryClient);
  return (
    <div role="status">
      {!online && (
        <div className="alert alert-warning mb-3 py-2" data-testid="offline-banner">
          {since > 0 ? offlineSince(formatTime(new Date(since))) : t`Offline — no data saved on this device yet`}
          <span className="d-block small">{t`Check-ins and manual switches are kept on this device; other changes need the connection.`}</span>
        </div>
      )}
      {backOnline && <span className="visually-hidden">{t`Back online.`}</span>}
    </div>
  );
}
