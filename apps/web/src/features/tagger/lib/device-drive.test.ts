import { describe, expect, it, vi } from 'vitest';
import { DeviceDriver, DRIVE_REFRESH_MS, strengthFromPosition, type DriveTarget } from './device-drive';

function fakeTarget(ok = true) {
  const send = vi.fn<DriveTarget['send']>((command) =>
    ok ? { ok: true, strength: command.strength } : { ok: false, reason: 'Give your consent first.' },
  );
  const stop = vi.fn(async () => undefined);
  const target: DriveTarget = { send, stop, effectiveCaps: () => ({ A: 1000, B: 500 }) };
  return { target, send, stop };
}

describe('driving the device from the timeline', () => {
  it.each([
    [0, { A: 0, B: 0 }],
    [50, { A: 500, B: 250 }],
    [100, { A: 1000, B: 500 }],
    [150, { A: 1000, B: 500 }],
    [-5, { A: 0, B: 0 }],
  ])('position %d scales to %o of the caps', (position, strength) => {
    expect(strengthFromPosition(position, { A: 1000, B: 500 })).toEqual(strength);
  });

  it('sends on change, refreshes a steady strength before a send runs out, and zeroes once', () => {
    const { target, send, stop } = fakeTarget();
    const driver = new DeviceDriver(target);
    expect(driver.drive(40, 0)).toEqual({ ok: true, strength: { A: 400, B: 200 } });
    expect(driver.drive(40, 200)).toBeNull();
    expect(driver.drive(60, 400)?.ok).toBe(true);
    expect(driver.drive(60, 400 + DRIVE_REFRESH_MS)?.ok).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls[0]![1]).toBe('manual');
    driver.zero();
    driver.zero();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('passes on a refusal and never stops output it did not start', () => {
    const { target, stop } = fakeTarget(false);
    const driver = new DeviceDriver(target);
    expect(driver.drive(50, 0)).toEqual({ ok: false, reason: 'Give your consent first.' });
    driver.zero();
    expect(stop).not.toHaveBeenCalled();
  });
});
