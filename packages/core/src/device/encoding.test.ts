import { describe, expect, it } from 'vitest';
import {
  decodeBatteryLevel,
  decodeConfig,
  decodeStrength,
  decodeWaveform,
  encodeConfig,
  encodeStrength,
  encodeWaveform,
  toHex,
} from './encoding.js';

describe('encodeStrength', () => {
  it.each([
    // The clarifications' example: A=700, B=0.
    [700, 0, '00 E0 15'],
    [0, 0, '00 00 00'],
    [0, 700, 'BC 02 00'],
    [1, 0, '00 08 00'],
    [0, 1, '01 00 00'],
    [2047, 2047, 'FF FF 3F'],
    [2047, 0, '00 F8 3F'],
    [0, 2047, 'FF 07 00'],
    [900, 1000, 'E8 23 1C'],
  ])('A=%i B=%i → %s', (a, b, hex) => {
    expect(toHex(encodeStrength(a, b))).toBe(hex);
    expect(decodeStrength(encodeStrength(a, b))).toEqual({ a, b });
  });

  it('puts A in bits 21–11 and B in bits 10–0', () => {
    const [b0 = 0, b1 = 0, b2 = 0] = encodeStrength(700, 5);
    const value = b0 | (b1 << 8) | (b2 << 16);
    expect(value >>> 11).toBe(700);
    expect(value & 0x7ff).toBe(5);
  });

  it.each([
    [3000, -5, '00 F8 3F'],
    [Number.NaN, 2048, 'FF 07 00'],
    [699.6, 0.4, '00 E0 15'],
  ])('clamps A=%d B=%d to the 11-bit range → %s', (a, b, hex) => {
    expect(toHex(encodeStrength(a, b))).toBe(hex);
  });

  it('always writes 3 bytes', () => {
    expect(encodeStrength(2047, 2047)).toHaveLength(3);
  });
});

describe('encodeWaveform', () => {
  it.each([
    // The clarifications' example: x=1, y=9, z=20.
    [1, 9, 20, '21 01 0A'],
    [0, 0, 0, '00 00 00'],
    [31, 0, 0, '1F 00 00'],
    [0, 1023, 0, 'E0 7F 00'],
    [0, 0, 31, '00 80 0F'],
    [31, 1023, 31, 'FF FF 0F'],
    [5, 95, 20, 'E5 0B 0A'],
  ])('x=%i y=%i z=%i → %s', (x, y, z, hex) => {
    expect(toHex(encodeWaveform(x, y, z))).toBe(hex);
    expect(decodeWaveform(encodeWaveform(x, y, z))).toEqual({ x, y, z });
  });

  it('clamps each parameter to its range', () => {
    expect(toHex(encodeWaveform(40, 2000, 99))).toBe('FF FF 0F');
    expect(toHex(encodeWaveform(-1, -1, -1))).toBe('00 00 00');
  });
});

describe('decodeConfig', () => {
  it.each([
    ['D0 07 07', { maxPower: 2000, powerStep: 7 }],
    ['FF 07 01', { maxPower: 2047, powerStep: 1 }],
    ['E8 03 0A', { maxPower: 1000, powerStep: 10 }],
    // Bits 11–15 are reserved and ignored.
    ['D0 FF 07', { maxPower: 2000, powerStep: 7 }],
  ])('%s → %o', (hex, config) => {
    const bytes = Uint8Array.from(hex.split(' '), (pair) => parseInt(pair, 16));
    expect(decodeConfig(bytes)).toEqual(config);
  });

  it.each([[[]], [[0xd0, 0x07]], [[0xd0, 0x07, 0x07, 0x00]], [[0xd0, 0x07, 0x00]]])(
    'refuses %o as an invalid response',
    (bytes) => {
      expect(decodeConfig(bytes)).toBeNull();
    },
  );

  it('round-trips through encodeConfig', () => {
    expect(toHex(encodeConfig({ maxPower: 2000, powerStep: 7 }))).toBe('D0 07 07');
    expect(decodeConfig(encodeConfig({ maxPower: 1234, powerStep: 3 }))).toEqual({ maxPower: 1234, powerStep: 3 });
  });
});

describe('decodeBatteryLevel', () => {
  it.each([
    [[77], 77],
    [[0], 0],
    [[100], 100],
    [[101], null],
    [[], null],
    [[50, 1], null],
  ])('%o → %o', (bytes, level) => {
    expect(decodeBatteryLevel(bytes)).toBe(level);
  });
});
