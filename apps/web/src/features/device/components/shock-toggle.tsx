import { t } from '@lingui/core/macro';
import { Card, Form } from 'react-bootstrap';
import type { DeviceSession, DeviceSnapshot } from '../lib/device-session';

interface Props {
  session: DeviceSession;
  snapshot: DeviceSnapshot;
}

/** Opt-in for the slideshow's random shock bursts; off by default and off after a disconnect. */
export function ShockToggle({ session, snapshot }: Props) {
  const connected = snapshot.status === 'connected';
  return (
    <Card as="section" aria-labelledby="device-shock-title">
      <Card.Body className="d-grid gap-2">
        <Card.Title as="h2" className="h5 mb-0" id="device-shock-title">
          {t`Slideshow shock bursts`}
        </Card.Title>
        <Form.Check
          type="switch"
          id="device-shock-enabled"
          label={t`Enable shock bursts for this show`}
          checked={snapshot.shockEnabled}
          disabled={!connected}
          onChange={(event) => session.setShockEnabled(event.target.checked)}
        />
        <p className="small text-body-secondary mb-0" aria-live="polite">
          {snapshot.burst
            ? t`Burst running: ${{ remaining: snapshot.burst.remaining }} more, 77 s apart. Stop ends it.`
            : connected
              ? t`A slide with “shock” in its picture then fires 1–5 random bursts, 77 s apart, within your caps.`
              : t`Connect the device to enable bursts.`}
        </p>
      </Card.Body>
    </Card>
  );
}
