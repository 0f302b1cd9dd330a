import { describe, expect, it } from 'vitest';
import { clampStrength, clampWaveform, clampWaveX, clampWaveY, clampWaveZ } from './ranges.js';
import {
  capStrength,
  clampCap,
  randomBurstRepeats,
  randomShockSettings,
  SHOCK_BURST_INTERVAL_MS,
  WAVEFORM_INTERVAL_MS,
  WAVEFORM_WRITES_PER_SEND,
} from './safety.js';
import { findWavePreset, WAVE_PRESETS } from './presets.js';
import { COYOTE_NAME_PREFIX, COYOTE_UUIDS, waveformUuid } from './uuids.js';
import { DEVICE_FAILURE_CODES, deviceFailureText, GATT_UNAVAILABLE_MESSAGE } from './failures.js';

/** A repeatable sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('UUIDs', () => {
  it('are the Coyote V2 ones, with the waveform names crossed', () => {
    expect(COYOTE_NAME_PREFIX).toBe('D-LAB');
    expect(COYOTE_UUIDS).toEqual({
      batteryService: '955a180a-0fe2-f5aa-a094-84b8d4f3e8ad',
      batteryLevel: '955a1500-0fe2-f5aa-a094-84b8d4f3e8ad',
      outputService: '955a180b-0fe2-f5aa-a094-84b8d4f3e8ad',
      strength: '955a1504-0fe2-f5aa-a094-84b8d4f3e8ad',
      waveformA: '955a1506-0fe2-f5aa-a094-84b8d4f3e8ad',
      waveformB: '955a1505-0fe2-f5aa-a094-84b8d4f3e8ad',
      config: '955a1507-0fe2-f5aa-a094-84b8d4f3e8ad',
    });
    expect(waveformUuid('A')).toBe('955a1506-0fe2-f5aa-a094-84b8d4f3e8ad');
    expect(waveformUuid('B')).toBe('955a1505-0fe2-f5aa-a094-84b8d4f3e8ad');
  });
});

describe('ranges', () => {
  it.each([
    [clampStrength, -1, 0],
    [clampStrength, 2047, 2047],
    [clampStrength, 2048, 2047],
    [clampStrength, 12.4, 12],
    [clampStrength, Number.NaN, 0],
    [clampWaveX, 32, 31],
    [clampWaveX, -3, 0],
    [clampWaveY, 1031, 1023],
    [clampWaveY, 1023, 1023],
    [clampWaveZ, 31, 31],
    [clampWaveZ, 40, 31],
  ])('%o(%d) → %d', (clamp, value, expected) => {
    expect(clamp(value)).toBe(expected);
  });

  it('clamps a whole waveform', () => {
    expect(clampWaveform({ x: 99, y: -1, z: 7.6 })).toEqual({ x: 31, y: 0, z: 8 });
  });
});

describe('timing constants', () => {
  it('resends a waveform every 100 ms, 50 times, and bursts every 77 s', () => {
    expect(WAVEFORM_INTERVAL_MS).toBe(100);
    expect(WAVEFORM_WRITES_PER_SEND).toBe(50);
    expect(WAVEFORM_INTERVAL_MS * WAVEFORM_WRITES_PER_SEND).toBe(5000);
    expect(SHOCK_BURST_INTERVAL_MS).toBe(77_000);
  });
});

describe('capStrength', () => {
  it.each([
    // requested, user cap, device max, sent
    [700, 1000, 2000, 700],
    [1200, 1000, 2000, 1000],
    [1200, 1500, 1100, 1100],
    [2047, 2047, 2047, 2047],
    [3000, 5000, 4000, 2047],
    [-20, 1000, 2000, 0],
    [500, 0, 2000, 0],
    [500, 1000, 0, 0],
    [500, -10, 2000, 0],
    [Number.NaN, 1000, 2000, 0],
    [333.7, 1000, 2000, 334],
  ])('requested %d with cap %d and device max %d → %d', (requested, cap, max, sent) => {
    expect(capStrength(requested, cap, max)).toBe(sent);
  });

  it('is never above the cap or the device max', () => {
    for (let requested = 0; requested <= 2100; requested += 97) {
      for (const [cap, max] of [
        [0, 2000],
        [650, 2000],
        [2047, 900],
        [1500, 1500],
      ] as const) {
        const sent = capStrength(requested, cap, max);
        expect(sent).toBeLessThanOrEqual(cap);
        expect(sent).toBeLessThanOrEqual(max);
        expect(sent).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('clampCap', () => {
  it.each([
    [1000, 2000, 1000],
    [2500, 2000, 2000],
    [2500, 3000, 2047],
    [-1, 2000, 0],
  ])('cap %d with device max %d → %d', (cap, max, expected) => {
    expect(clampCap(cap, max)).toBe(expected);
  });
});

describe('wave presets', () => {
  it('are three, at strength 700, 900 and 1000, with X/Y/Z in range', () => {
    expect(WAVE_PRESETS.map((preset) => preset.strength)).toEqual([700, 900, 1000]);
    for (const preset of WAVE_PRESETS) {
      expect(clampWaveform(preset)).toEqual({ x: preset.x, y: preset.y, z: preset.z });
    }
  });

  it.each([
    [0, 'Gentle'],
    [2, 'Strong'],
    ['pulse', 'Pulse'],
    [' STRONG ', 'Strong'],
  ])('finds %o → %s', (key, name) => {
    expect(findWavePreset(key)?.name).toBe(name);
  });

  it.each([[3], [-1], ['nope'], ['']])('finds nothing for %o', (key) => {
    expect(findWavePreset(key)).toBeUndefined();
  });
});

describe('randomShockSettings', () => {
  it('stays within the caps and the waveform ranges for any random value', () => {
    for (const value of [0, 0.25, 0.5, 0.999_999, 1, -0.5, 7]) {
      const settings = randomShockSettings(() => value, { A: 650, B: 20 });
      expect(settings.strength.A).toBeGreaterThanOrEqual(0);
      expect(settings.strength.A).toBeLessThanOrEqual(650);
      expect(settings.strength.B).toBeLessThanOrEqual(20);
      expect(settings.wave.x).toBeGreaterThanOrEqual(1);
      expect(settings.wave.x).toBeLessThanOrEqual(31);
      expect(settings.wave.y).toBeLessThanOrEqual(1023);
      expect(settings.wave.z).toBeGreaterThanOrEqual(1);
      expect(settings.wave.z).toBeLessThanOrEqual(31);
    }
  });

  it('reaches the cap and zero at the ends of the random range', () => {
    expect(randomShockSettings(() => 0.999_999, { A: 650, B: 20 })).toEqual({
      strength: { A: 650, B: 20 },
      wave: { x: 31, y: 1023, z: 31 },
    });
    expect(randomShockSettings(() => 0, { A: 650, B: 20 })).toEqual({
      strength: { A: 0, B: 0 },
      wave: { x: 1, y: 0, z: 1 },
    });
  });

  it('draws in the order A, B, x, y, z', () => {
    const settings = randomShockSettings(sequence(0.5, 0.1, 0.5, 0.5, 0.5), { A: 1000, B: 1000 });
    expect(settings).toEqual({ strength: { A: 500, B: 100 }, wave: { x: 16, y: 512, z: 16 } });
  });

  it('gives zero on a channel whose cap is zero', () => {
    expect(randomShockSettings(() => 0.9, { A: 0, B: 0 }).strength).toEqual({ A: 0, B: 0 });
  });
});

describe('randomBurstRepeats', () => {
  it.each([
    [0, 1],
    [0.2, 2],
    [0.5, 3],
    [0.7, 4],
    [0.999, 5],
  ])('random %d → %d repeats', (value, repeats) => {
    expect(randomBurstRepeats(() => value)).toBe(repeats);
  });
});

describe('failures', () => {
  it('has the four send-failure codes and the GATT message of the spec', () => {
    expect(DEVICE_FAILURE_CODES).toEqual(['connection_unavailable', 'unsupported_event', 'timeout', 'invalid_response']);
    expect(GATT_UNAVAILABLE_MESSAGE).toBe('GATT server not available on the device');
    for (const code of DEVICE_FAILURE_CODES) expect(deviceFailureText(code).length).toBeGreaterThan(10);
  });
});
