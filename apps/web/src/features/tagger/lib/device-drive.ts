import { WAVE_PRESETS, type ChannelCaps, type Waveform } from '@gauntlet/core';
import type { ApplyResult, DeviceSession } from '../../device';

/**
 * Drives the device page's session from the video timeline. Everything goes through
 * `DeviceSession.send`, so the user's consent, per-channel caps and device max apply, and
 * Stop/Escape/page hide keep working as on the device page.
 */
export type DriveTarget = Pick<DeviceSession, 'send' | 'stop' | 'effectiveCaps'>;

/** A send lasts 5 s of output; re-send a steady strength before it runs out. */
export const DRIVE_REFRESH_MS = 4000;

const WAVE: Waveform = { x: WAVE_PRESETS[0]!.x, y: WAVE_PRESETS[0]!.y, z: WAVE_PRESETS[0]!.z };

/** Position 0–100 scaled onto each channel's cap: 100 is the user's cap, 0 is off. */
export function strengthFromPosition(position: number, caps: ChannelCaps): ChannelCaps {
  const share = Math.min(100, Math.max(0, position)) / 100;
  return { A: Math.round(share * caps.A), B: Math.round(share * caps.B) };
}

export class DeviceDriver {
  private last: { strength: ChannelCaps; at: number } | null = null;

  constructor(private readonly target: DriveTarget) {}

  /**
   * Sends the strength for a position when it changed or the previous send is about to end;
   * null when nothing needed sending.
   */
  drive(position: number, now = performance.now()): ApplyResult | null {
    const strength = strengthFromPosition(position, this.target.effectiveCaps());
    const last = this.last;
    if (last && last.strength.A === strength.A && last.strength.B === strength.B && now - last.at < DRIVE_REFRESH_MS) {
      return null;
    }
    const result = this.target.send({ strength, wave: { A: WAVE, B: WAVE } }, 'manual');
    this.last = result.ok ? { strength, at: now } : null;
    return result;
  }

  /** Zero on pause, end or switch-off: only when this driver has sent something. */
  zero(): void {
    if (!this.last) return;
    this.last = null;
    void this.target.stop();
  }
}
