import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button, Card, Col, Row, ToggleButton } from 'react-bootstrap';
import { LabelledProgressBar } from '../../../components/labelled-progress-bar';
import {
  WAVE_PRESETS,
  WAVE_X_MAX,
  WAVE_Y_MAX,
  WAVE_Z_MAX,
  WAVEFORM_WRITES_PER_SEND,
  type ChannelCaps,
  type Waveform,
} from '@gauntlet/core';
import type { DeviceSession, DeviceSnapshot, OutputSource } from '../lib/device-session';
import { NumberField } from './number-field';

interface Props {
  session: DeviceSession;
  snapshot: DeviceSnapshot;
}

const first = WAVE_PRESETS[0]!;

/** Where the running output came from, as the status line names it. */
const SOURCE_LABELS: Record<OutputSource, MessageDescriptor> = {
  manual: msg`manual`,
  bridge: msg`bridge`,
  burst: msg`burst`,
};
/** Channel strengths, the wave presets, X/Y/Z, and Send (5 s of output). */
export function OutputPanel({ session, snapshot }: Props) {
  const [strength, setStrength] = useState<ChannelCaps>({ A: 0, B: 0 });
  const [wave, setWave] = useState<Waveform>({ x: first.x, y: first.y, z: first.z });
  const [preset, setPreset] = useState<number | null>(0);
  const caps = session.effectiveCaps();
  // Strengths follow the caps down when a cap is lowered.
  const shown: ChannelCaps = { A: Math.min(strength.A, caps.A), B: Math.min(strength.B, caps.B) };
  const connected = snapshot.status === 'connected';
  const output = snapshot.output;

  const choosePreset = (index: number) => {
    const chosen = WAVE_PRESETS[index];
    if (!chosen) return;
    setPreset(index);
    setWave({ x: chosen.x, y: chosen.y, z: chosen.z });
    setStrength({ A: Math.min(chosen.strength, caps.A), B: Math.min(chosen.strength, caps.B) });
  };
  const changeWave = (patch: Partial<Waveform>) => {
    setPreset(null);
    setWave((current) => ({ ...current, ...patch }));
  };

  return (
    <Card as="section" aria-labelledby="device-output-title">
      <Card.Body className="d-grid gap-3">
        <Card.Title as="h2" className="h5 mb-0" id="device-output-title">
          {t`Output`}
        </Card.Title>

        <Row className="g-2">
          {(['A', 'B'] as const).map((channel) => (
            <Col xs={12} sm={6} key={channel}>
              <NumberField
                label={t`Channel ${channel} strength`}
                value={shown[channel]}
                min={0}
                max={caps[channel]}
                slider
                help={`0–${caps[channel]} (your cap)`}
                testId={`strength-${channel}`}
                onChange={(value) => setStrength((current) => ({ ...current, [channel]: value }))}
              />
            </Col>
          ))}
        </Row>

        <fieldset>
          <legend className="fs-6 fw-semibold mb-1">{t`Wave preset`}</legend>
          <div className="d-flex flex-wrap gap-2">
            {WAVE_PRESETS.map((entry, index) => (
              <ToggleButton
                key={entry.name}
                id={`wave-preset-${index}`}
                type="radio"
                name="wave-preset"
                variant="outline-primary"
                value={index}
                checked={preset === index}
                onChange={() => choosePreset(index)}
              >
                {entry.name} ({entry.strength})
              </ToggleButton>
            ))}
          </div>
        </fieldset>

        <Row className="g-2">
          <Col xs={4}>
            <NumberField
              label={t`X (pulses)`}
              value={wave.x}
              min={0}
              max={WAVE_X_MAX}
              help={`0–${WAVE_X_MAX}`}
              onChange={(x) => changeWave({ x })}
            />
          </Col>
          <Col xs={4}>
            <NumberField
              label={t`Y (interval)`}
              value={wave.y}
              min={0}
              max={WAVE_Y_MAX}
              help={`0–${WAVE_Y_MAX}`}
              onChange={(y) => changeWave({ y })}
            />
          </Col>
          <Col xs={4}>
            <NumberField
              label={t`Z (width)`}
              value={wave.z}
              min={0}
              max={WAVE_Z_MAX}
              help={`0–${WAVE_Z_MAX}`}
              onChange={(z) => changeWave({ z })}
            />
          </Col>
        </Row>

        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button
            variant="warning"
            disabled={!connected}
            onClick={() => session.send({ strength: shown, wave: { A: wave, B: wave } }, 'manual')}
          >
            {t`Send`}
          </Button>
          <span className="small text-body-secondary">
            {connected ? t`Strength, then the waveform every 100 ms for 5 s; then back to 0.` : t`Connect the device to send.`}
          </span>
        </div>

        <div aria-live="polite" data-testid="device-output-status">
          {output ? (
            <>
              <span className="small">
                <Trans>
                  Sending ({{ source: i18n._(SOURCE_LABELS[output.source]) }}): A {{ strengthA: output.strength.A }}, B{' '}
                  {{ strengthB: output.strength.B }} — frame {{ frame: output.framesSent }} of {WAVEFORM_WRITES_PER_SEND}
                </Trans>
              </span>
              <LabelledProgressBar
                className="mt-1"
                now={output.framesSent}
                max={WAVEFORM_WRITES_PER_SEND}
                aria-label={t`Send progress`}
                visuallyHidden
              />
            </>
          ) : (
            <span className="small text-body-secondary">{t`No output.`}</span>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
