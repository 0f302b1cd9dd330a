import { clampStrength, clampWaveform, STRENGTH_MAX, type Waveform } from './ranges.js';

/** The low three bytes of `value`, least significant first. */
function threeBytesLittleEndian(value: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff);
}

function readThreeBytesLittleEndian(bytes: ArrayLike<number>): number {
  return (bytes[0] ?? 0) | ((bytes[1] ?? 0) << 8) | ((bytes[2] ?? 0) << 16);
}

/**
 * Both channels' strength for the strength characteristic: 3 bytes little-endian with A in
 * bits 21–11 and B in bits 10–0 (A=700, B=0 → `00 E0 15`). Values are clamped to 0–2047.
 */
export function encodeStrength(a: number, b: number): Uint8Array<ArrayBuffer> {
  return threeBytesLittleEndian((clampStrength(a) << 11) | clampStrength(b));
}

export function decodeStrength(bytes: ArrayLike<number>): { a: number; b: number } {
  const value = readThreeBytesLittleEndian(bytes);
  return { a: (value >>> 11) & STRENGTH_MAX, b: value & STRENGTH_MAX };
}

/**
 * One 100 ms waveform frame for a channel's waveform characteristic:
 * `v = z<<15 | y<<5 | x`, 3 bytes little-endian (x=1, y=9, z=20 → `21 01 0A`).
 * Values are clamped to their ranges.
 */
export function encodeWaveform(x: number, y: number, z: number): Uint8Array<ArrayBuffer> {
  const wave = clampWaveform({ x, y, z });
  return threeBytesLittleEndian((wave.z << 15) | (wave.y << 5) | wave.x);
}

export function decodeWaveform(bytes: ArrayLike<number>): Waveform {
  const value = readThreeBytesLittleEndian(bytes);
  return { x: value & 0x1f, y: (value >>> 5) & 0x3ff, z: (value >>> 15) & 0x1f };
}

export interface CoyoteConfig {
  /** The highest strength the device accepts (0–2047). */
  maxPower: number;
  /** How much one press of the device's own +/- changes the strength. */
  powerStep: number;
}

/**
 * The config characteristic (`955a1507-…`), read as 3 bytes little-endian:
 *
 * | bits   | field                                                 |
 * |--------|-------------------------------------------------------|
 * | 0–10   | max power (11 bits, the same width as a strength)     |
 * | 11–15  | reserved (ignored)                                    |
 * | 16–23  | power step (the third byte)                           |
 *
 * A Coyote V2 answers e.g. `D0 07 07`: max power 2000, power step 7. Anything other than
 * exactly 3 bytes, or a power step of 0, is an invalid response (`null`).
 */
export function decodeConfig(bytes: ArrayLike<number>): CoyoteConfig | null {
  if (bytes.length !== 3) return null;
  const value = readThreeBytesLittleEndian(bytes);
  const powerStep = (value >>> 16) & 0xff;
  if (powerStep === 0) return null;
  return { maxPower: value & STRENGTH_MAX, powerStep };
}

export function encodeConfig(config: CoyoteConfig): Uint8Array<ArrayBuffer> {
  return threeBytesLittleEndian(((config.powerStep & 0xff) << 16) | clampStrength(config.maxPower));
}

/** The battery level characteristic: one byte, percent (0–100); otherwise `null`. */
export function decodeBatteryLevel(bytes: ArrayLike<number>): number | null {
  if (bytes.length !== 1) return null;
  const level = bytes[0] ?? 0;
  return level <= 100 ? level : null;
}

/** `00 E0 15`: bytes as upper-case hex pairs, for logs, tests and messages. */
export function toHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}
