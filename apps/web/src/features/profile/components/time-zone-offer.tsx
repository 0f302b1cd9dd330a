import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { browserTimeZone, useMe } from '../../../lib/session';
import { errorMessage } from '../../../lib/error-text';
import { useUpdateProfile } from '../api/profile-api';
import { OnlineButton } from '../../../components/online-controls';

/** The browser zone the user chose to keep their profile's zone against; asked again for another. */
const KEPT_KEY = 'gauntlet.zone-offer-declined';

/**
 * The profile's time zone changes only when the user says so: when this browser is in another
 * zone, offer the switch (say, after travelling) and remember a "keep mine" for that zone.
 */
export function TimeZoneOffer() {
  const { data: me } = useMe();
  const update = useUpdateProfile();
  const zone = browserTimeZone();
  const [declined, setDeclined] = useState(() => localStorage.getItem(KEPT_KEY));
  if (!me || me.timeZone === zone || declined === zone) return null;

  const keep = () => {
    localStorage.setItem(KEPT_KEY, zone);
    setDeclined(zone);
  };

  const current = me.timeZone;
  return (
    <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2" data-testid="time-zone-offer">
      <span className="flex-grow-1">
        <Trans>
          This browser is in {zone}; your days follow {current}. Switch to {zone}? A challenge already running keeps its zone.
        </Trans>
      </span>
      <OnlineButton size="sm" onClick={() => update.mutate({ timeZone: zone })} disabled={update.isPending}>
        <Trans>Use {zone}</Trans>
      </OnlineButton>
      <Button size="sm" variant="outline-secondary" onClick={keep} disabled={update.isPending}>
        <Trans>Keep {current}</Trans>
      </Button>
      {update.error && <span className="w-100 text-danger small">{errorMessage(update.error)}</span>}
    </Alert>
  );
}
