import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { errorMessage } from '../../../lib/error-text';
import { currentSubscription, pushRegistration, subscribeThisDevice, unsubscribeThisDevice } from '../api/device-push';

type DeviceState =
  { kind: 'checking' } | { kind: 'unavailable' } | { kind: 'ready'; registration: ServiceWorkerRegistration; on: boolean };

/**
 * A switch for push on the device in hand: reminders chosen for push arrive on every device
 * where it is on. Which reminders go by push is chosen with the reminder settings.
 */
export function PushOnThisDevice() {
  const [device, setDevice] = useState<DeviceState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void (async () => {
      const registration = await pushRegistration();
      const state: DeviceState = registration
        ? { kind: 'ready', registration, on: (await currentSubscription(registration)) !== null }
        : { kind: 'unavailable' };
      if (current) setDevice(state);
    })();
    return () => void (current = false);
  }, []);

  if (device.kind === 'checking') return null;
  if (device.kind === 'unavailable')
    return <Form.Text>{t`This browser cannot receive push notifications from Gauntlet.`}</Form.Text>;

  const toggle = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on && !(await subscribeThisDevice(device.registration))) {
        setProblem(t`Notifications are blocked for Gauntlet. Allow them in this browser's site settings, then try again.`);
      } else if (!on) {
        await unsubscribeThisDevice(device.registration);
      }
      setDevice({ ...device, on: (await currentSubscription(device.registration)) !== null });
    } catch (caught) {
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Group controlId="push-on-this-device">
      <Form.Check
        type="switch"
        role="switch"
        label={t`Push on this device`}
        checked={device.on}
        disabled={busy}
        onChange={(event) => void toggle(event.target.checked)}
        aria-describedby="push-on-this-device-help"
      />
      <Form.Text id="push-on-this-device-help">
        {t`Reminders you chose to get by push appear on this device, even with Gauntlet closed.`}
      </Form.Text>
      {problem && (
        <Alert variant="warning" className="mt-2 mb-0">
          {problem}
        </Alert>
      )}
    </Form.Group>
  );
}
