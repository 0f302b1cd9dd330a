import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COYOTE_UUIDS, decodeStrength, GATT_UNAVAILABLE_MESSAGE } from '@gauntlet/core';
import { fakeCoyote, type FakeCoyoteOptions } from '../test-support/fake-coyote';
import { DeviceSession } from './device-session';

const { strength: STRENGTH, waveformA: WAVE_A, waveformB: WAVE_B } = COYOTE_UUIDS;
const GENTLE = { x: 1, y: 9, z: 20 };

async function connected(options: FakeCoyoteOptions = {}, random = () => 0.5) {
  const coyote = fakeCoyote(options);
  const session = new DeviceSession({ bluetooth: coyote.bluetooth, random });
  session.giveConsent();
  await session.connect();
  return { coyote, session };
}

/** Lets queued writes and timers run for `ms` of fake time. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DeviceSession connection', () => {
  it('pairs by the D-LAB prefix and reads battery, max power and power step', async () => {
    const { coyote, session } = await connected();
    expect(coyote.requests).toEqual([
      { filters: [{ namePrefix: 'D-LAB' }], optionalServices: [COYOTE_UUIDS.outputService, COYOTE_UUIDS.batteryService] },
    ]);
    expect(session.getSnapshot()).toMatchObject({
      status: 'connected',
      device: { name: 'D-LAB ESTIM01', batteryLevel: 77, maxPower: 2000, powerStep: 7 },
      failure: null,
    });
  });

  it('says so, without a failure, when the chooser is closed without a device', async () => {
    const session = new DeviceSession({
      bluetooth: {
        requestDevice: () =>
          Promise.reject(Object.assign(new Error('User cancelled the requestDevice() chooser.'), { name: 'NotFoundError' })),
      },
    });
    await session.connect();
    expect(session.getSnapshot()).toMatchObject({
      status: 'disconnected',
      failure: null,
      notice: 'No device was chosen: User cancelled the requestDevice() chooser.',
    });
  });

  it('reports the GATT message when the device has no GATT server', async () => {
    const { session } = await connected({ noGatt: true });
    expect(session.getSnapshot().status).toBe('disconnected');
    expect(session.getSnapshot().failure).toEqual({ code: 'gatt_unavailable', message: GATT_UNAVAILABLE_MESSAGE });
  });

  it('connects with invalid_response and the protocol limit when the config makes no sense', async () => {
    const { session } = await connected({ config: [1, 2] });
    expect(session.getSnapshot().status).toBe('connected');
    expect(session.getSnapshot().device).toMatchObject({ maxPower: 2047, powerStep: null });
    expect(session.getSnapshot().failure?.code).toBe('invalid_response');
  });

  it('keeps the caps under the device max', async () => {
    const { session } = await connected({ config: [0x84, 0x03, 0x05] }); // max 900, step 5
    expect(session.getSnapshot().caps).toEqual({ A: 900, B: 900 });
    session.setCap('A', 1500);
    session.setCap('B', 300);
    expect(session.getSnapshot().caps).toEqual({ A: 900, B: 300 });
  });
});

describe('DeviceSession output', () => {
  it('writes the strength, then the waveform every 100 ms 50 times, then zeros, one write at a time', async () => {
    const { coyote, session } = await connected();
    expect(session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE, B: GENTLE } }, 'manual')).toEqual({
      ok: true,
      strength: { A: 700, B: 0 },
    });
    await elapse(1);
    expect(coyote.writesTo(STRENGTH)).toEqual(['00 E0 15']);
    expect(coyote.writesTo(WAVE_A)).toEqual(['21 01 0A']);
    await elapse(1000);
    expect(coyote.writesTo(WAVE_A)).toHaveLength(11);
    await elapse(4000);
    expect(coyote.writesTo(WAVE_A)).toHaveLength(50);
    expect(coyote.writesTo(WAVE_A).every((hex) => hex === '21 01 0A')).toBe(true);
    // Channel B has strength 0: no waveform for it.
    expect(coyote.writesTo(WAVE_B)).toEqual([]);
    expect(coyote.writesTo(STRENGTH)).toEqual(['00 E0 15', '00 00 00']);
    expect(session.getSnapshot().output).toBeNull();
    expect(coyote.overlapped()).toBe(false);
  });

  it('never sends above the caps', async () => {
    const { coyote, session } = await connected();
    session.setCap('A', 650);
    session.setCap('B', 0);
    session.send({ strength: { A: 1500, B: 900 }, wave: { A: GENTLE, B: GENTLE } }, 'manual');
    await elapse(1);
    expect(decodeStrength(hexBytes(coyote.writesTo(STRENGTH)[0]!))).toEqual({ a: 650, b: 0 });
  });

  it('sends nothing without consent or without a device', async () => {
    const coyote = fakeCoyote();
    const session = new DeviceSession({ bluetooth: coyote.bluetooth });
    await session.connect();
    expect(session.send({ strength: { A: 100, B: 0 }, wave: { A: GENTLE } }, 'manual')).toEqual({
      ok: false,
      reason: 'Give your consent first.',
    });
    const unpaired = new DeviceSession({ bluetooth: fakeCoyote().bluetooth });
    unpaired.giveConsent();
    expect(unpaired.send({ strength: { A: 100, B: 0 }, wave: { A: GENTLE } }, 'manual').ok).toBe(false);
    expect(coyote.writes).toEqual([]);
  });

  it.each([
    ['Stop', (session: DeviceSession) => void session.stop()],
    ['Escape', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
    ['pagehide', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page being hidden',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('zeroes both channels and ends the waveform loop on %s', async (_, trigger) => {
    const { coyote, session } = await connected();
    session.send({ strength: { A: 700, B: 300 }, wave: { A: GENTLE, B: GENTLE } }, 'manual');
    await elapse(250);
    trigger(session);
    await elapse(1);
    const frames = coyote.writesTo(WAVE_A).length;
    expect(frames).toBeGreaterThan(0);
    expect(coyote.writes.at(-1)).toEqual({ uuid: STRENGTH, hex: '00 00 00' });
    await elapse(2000);
    expect(coyote.writesTo(WAVE_A)).toHaveLength(frames);
    expect(session.getSnapshot().output).toBeNull();
    vi.restoreAllMocks();
  });

  it('writes zeros before disconnecting, and forgets the shock opt-in', async () => {
    const { coyote, session } = await connected();
    session.setShockEnabled(true);
    session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE } }, 'manual');
    await elapse(150);
    await session.disconnect();
    expect(coyote.writes.at(-1)).toEqual({ uuid: STRENGTH, hex: '00 00 00' });
    expect(coyote.isConnected()).toBe(false);
    expect(session.getSnapshot()).toMatchObject({ status: 'disconnected', shockEnabled: false, output: null });
    // Escape no longer concerns the session.
    const count = coyote.writes.length;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await elapse(10);
    expect(coyote.writes).toHaveLength(count);
  });

  it('stops the loop when the device drops the connection', async () => {
    const { coyote, session } = await connected();
    session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE } }, 'manual');
    await elapse(150);
    coyote.dropConnection();
    const frames = coyote.writesTo(WAVE_A).length;
    await elapse(1000);
    expect(coyote.writesTo(WAVE_A)).toHaveLength(frames);
    expect(session.getSnapshot()).toMatchObject({ status: 'disconnected', notice: 'The device disconnected. Output stopped.' });
  });

  it('reports connection_unavailable when a write fails for a lost link', async () => {
    const lost = Object.assign(new Error('GATT Server is disconnected.'), { name: 'NetworkError' });
    const { session } = await connected({ failWrites: (uuid) => (uuid === STRENGTH ? lost : null) });
    session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE } }, 'manual');
    await elapse(1);
    expect(session.getSnapshot().failure?.code).toBe('connection_unavailable');
    expect(session.getSnapshot().output).toBeNull();
  });

  it('reports unsupported_event when the device refuses the operation', async () => {
    const refused = Object.assign(new Error('GATT operation not permitted.'), { name: 'NotSupportedError' });
    const { session } = await connected({ failWrites: (uuid) => (uuid === WAVE_A ? refused : null) });
    session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE } }, 'manual');
    await elapse(1);
    expect(session.getSnapshot().failure?.code).toBe('unsupported_event');
  });

  it('reports timeout when a write is not answered within 2 s', async () => {
    const { session } = await connected({ failWrites: (uuid) => (uuid === STRENGTH ? 'hang' : null) });
    session.send({ strength: { A: 700, B: 0 }, wave: { A: GENTLE } }, 'manual');
    await elapse(1999);
    expect(session.getSnapshot().failure).toBeNull();
    await elapse(2);
    expect(session.getSnapshot().failure?.code).toBe('timeout');
  });
});

describe('shock bursts', () => {
  it('fire only when connected, consented and enabled', async () => {
    const coyote = fakeCoyote();
    // The bottom of the random range: a single firing.
    const session = new DeviceSession({ bluetooth: coyote.bluetooth, random: () => 0 });
    expect(session.fireShockBurst()).toBe(false);
    session.setShockEnabled(true);
    expect(session.getSnapshot().shockEnabled).toBe(false);
    session.giveConsent();
    await session.connect();
    expect(session.fireShockBurst()).toBe(false);
    session.setShockEnabled(true);
    expect(session.fireShockBurst()).toBe(true);
    expect(session.getSnapshot().burst).toBeNull();
    // One burst at a time, including its last firing.
    expect(session.fireShockBurst()).toBe(false);
    await elapse(6000);
    expect(session.fireShockBurst()).toBe(true);
  });

  it('repeats 1–5 times, 77 s apart, within the caps on both channels', async () => {
    // The top of the random range: 5 firings, strengths at the caps, the largest waveform.
    const { coyote, session } = await connected({}, () => 0.9999);
    session.setCap('A', 600);
    session.setCap('B', 40);
    session.setShockEnabled(true);
    expect(session.fireShockBurst()).toBe(true);
    expect(session.getSnapshot().burst).toEqual({ remaining: 4 });
    await elapse(6000);
    expect(coyote.writesTo(STRENGTH)).toEqual(['28 C0 12', '00 00 00']);
    expect(decodeStrength(hexBytes('28 C0 12'))).toEqual({ a: 600, b: 40 });
    expect(coyote.writesTo(WAVE_A)).toHaveLength(50);
    expect(coyote.writesTo(WAVE_B)).toHaveLength(50);
    expect(coyote.writesTo(WAVE_A)[0]).toBe('FF FF 0F');
    await elapse(71_000 - 1);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(2);
    await elapse(2);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(3);
    await elapse(77_000 * 3 + 6000);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(10);
    expect(session.getSnapshot().burst).toBeNull();
    await elapse(77_000 * 2);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(10);
    for (const hex of coyote.writesTo(STRENGTH)) {
      const { a, b } = decodeStrength(hexBytes(hex));
      expect(a).toBeLessThanOrEqual(600);
      expect(b).toBeLessThanOrEqual(40);
    }
  });

  it('end on Stop and when the opt-in is switched off', async () => {
    const { coyote, session } = await connected({}, () => 0.999);
    session.setShockEnabled(true);
    session.fireShockBurst();
    await elapse(1000);
    await session.stop();
    await elapse(77_000 * 5);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(2);
    expect(coyote.writes.at(-1)?.hex).toBe('00 00 00');

    session.fireShockBurst();
    await elapse(6000);
    session.setShockEnabled(false);
    await elapse(77_000 * 5);
    expect(coyote.writesTo(STRENGTH)).toHaveLength(4);
    expect(session.fireShockBurst()).toBe(false);
  });
});

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.split(' '), (pair) => parseInt(pair, 16));
}
