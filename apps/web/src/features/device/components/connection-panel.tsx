import { t } from '@lingui/core/macro';
import { Button, Card, Spinner } from 'react-bootstrap';
import type { DeviceSession, DeviceSnapshot } from '../lib/device-session';

interface Props {
  session: DeviceSession;
  snapshot: DeviceSnapshot;
}

/** Pairing and the connected device's facts: name, battery, max power and power step. */
export function ConnectionPanel({ session, snapshot }: Props) {
  const { status, device } = snapshot;
  return (
    <Card as="section" aria-labelledby="device-connection-title">
      <Card.Body className="d-grid gap-2">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <Card.Title as="h2" className="h5 mb-0" id="device-connection-title">
            {t`Device`}
          </Card.Title>
          {status === 'connected' ? (
            <Button variant="outline-secondary" onClick={() => void session.disconnect()}>
              {t`Disconnect`}
            </Button>
          ) : (
            <Button onClick={() => void session.connect()} disabled={status === 'connecting'}>
              {status === 'connecting' ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden />
                  {t`Connecting…`}
                </>
              ) : (
                t`Connect device`
              )}
            </Button>
          )}
        </div>
        <div aria-live="polite">
          {device ? (
            <dl className="row mb-0 small" data-testid="device-facts">
              <dt className="col-6 col-sm-3">{t`Device`}</dt>
              <dd className="col-6 col-sm-3 text-break" data-testid="device-name">
                {device.name}
              </dd>
              <dt className="col-6 col-sm-3">{t`Battery`}</dt>
              <dd className="col-6 col-sm-3" data-testid="device-battery">
                {device.batteryLevel === null ? t`unknown` : `${device.batteryLevel}%`}
              </dd>
              <dt className="col-6 col-sm-3">{t`Max power`}</dt>
              <dd className="col-6 col-sm-3" data-testid="device-max-power">
                {device.maxPower}
              </dd>
              <dt className="col-6 col-sm-3">{t`Power step`}</dt>
              <dd className="col-6 col-sm-3 mb-0" data-testid="device-power-step">
                {device.powerStep ?? t`unknown`}
              </dd>
            </dl>
          ) : (
            <p className="mb-0 text-body-secondary">
              {status === 'connecting'
                ? t`Choose your Coyote (its name starts with D-LAB) in the browser’s list.`
                : t`Not connected. Switch the Coyote on, then connect it.`}
            </p>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
