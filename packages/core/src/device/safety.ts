import { clampInt, STRENGTH_MAX, WAVE_X_MAX, WAVE_Y_MAX, WAVE_Z_MAX, type Waveform } from './ranges.js';
import type { CoyoteChannel } from './uuids.js';

export type ChannelCaps = Record<CoyoteChannel, number>;

/** Waveforms last 100 ms each and are resent 50 times: one send is 5 seconds of output. */
export const WAVEFORM_INTERVAL_MS = 100;
export const WAVEFORM_WRITES_PER_SEND = 50;

/** Shock bursts: 1–5 repeats, 77 s apart. */
export const SHOCK_BURST_INTERVAL_MS = 77_000;
export const SHOCK_BURST_MIN_REPEATS = 1;
export const SHOCK_BURST_MAX_REPEATS = 5;

/** A user's cap for a channel: an integer from 0 up to the device's max power. */
export function clampCap(cap: number, deviceMax: number): number {
  return clampInt(cap, 0, clampInt(deviceMax, 0, STRENGTH_MAX));
}

/** The strength actually sent: never above the user's cap, the device's max or 2047. */
export function capStrength(requested: number, userCap: number, deviceMax: number): number {
  return clampInt(requested, 0, clampCap(userCap, deviceMax));
}

/** A random number source returning values in [0, 1), like `Math.random`. */
export type DeviceRng = () => number;

/** An integer in [min, max], both included. */
function randomInt(rng: DeviceRng, min: number, max: number): number {
  if (max <= min) return min;
  const unit = Math.min(Math.max(rng(), 0), 0.999_999_999);
  return min + Math.floor(unit * (max - min + 1));
}

export interface ShockSettings {
  strength: ChannelCaps;
  wave: Waveform;
}

/**
 * Random settings for one shock burst on both channels: each strength from 0 up to that
 * channel's cap (already limited to the device max), and a waveform with at least one pulse
 * of non-zero width (x 1–31, y 0–1023, z 1–31).
 */
export function randomShockSettings(rng: DeviceRng, caps: ChannelCaps): ShockSettings {
  return {
    strength: {
      A: randomInt(rng, 0, clampInt(caps.A, 0, STRENGTH_MAX)),
      B: randomInt(rng, 0, clampInt(caps.B, 0, STRENGTH_MAX)),
    },
    wave: { x: randomInt(rng, 1, WAVE_X_MAX), y: randomInt(rng, 0, WAVE_Y_MAX), z: randomInt(rng, 1, WAVE_Z_MAX) },
  };
}

/** How many times a shock burst fires (1–5). */
export function randomBurstRepeats(rng: DeviceRng): number {
  return randomInt(rng, SHOCK_BURST_MIN_REPEATS, SHOCK_BURST_MAX_REPEATS);
}
