import { t } from '@lingui/core/macro';
import { Card, Col, Row } from 'react-bootstrap';
import { STRENGTH_MAX } from '@gauntlet/core';
import type { DeviceSession, DeviceSnapshot } from '../lib/device-session';
import { NumberField } from './number-field';

interface Props {
  session: DeviceSession;
  snapshot: DeviceSnapshot;
}

/** The user's per-channel caps: nothing is sent above them, and they never exceed the device max. */
export function CapsPanel({ session, snapshot }: Props) {
  const max = snapshot.device?.maxPower ?? STRENGTH_MAX;
  const caps = session.effectiveCaps();
  return (
    <Card as="section" aria-labelledby="device-caps-title">
      <Card.Body className="d-grid gap-2">
        <Card.Title as="h2" className="h5 mb-0" id="device-caps-title">
          {t`Your caps`}
        </Card.Title>
        <Row className="g-2">
          {(['A', 'B'] as const).map((channel) => (
            <Col xs={12} sm={6} key={channel}>
              <NumberField
                label={t`Channel ${channel} cap`}
                value={caps[channel]}
                min={0}
                max={max}
                help={snapshot.device ? t`0–${max} (the device’s max power)` : `0–${max}`}
                onChange={(value) => session.setCap(channel, value)}
              />
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}
