/** Input ranges of the Coyote V2 protocol. The strength (power) field is 11 bits. */
export const STRENGTH_MAX = 2047;
/** X: pulses per waveform frame (5 bits). */
export const WAVE_X_MAX = 31;
/** Y: pause between pulse groups (10 bits, so at most 1023). */
export const WAVE_Y_MAX = 1023;
/** Z: pulse width in 5 µs units (5 bits). */
export const WAVE_Z_MAX = 31;

/** Rounds to an integer within [min, max]; anything not finite becomes `min`. */
export function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export const clampStrength = (value: number): number => clampInt(value, 0, STRENGTH_MAX);
export const clampWaveX = (value: number): number => clampInt(value, 0, WAVE_X_MAX);
export const clampWaveY = (value: number): number => clampInt(value, 0, WAVE_Y_MAX);
export const clampWaveZ = (value: number): number => clampInt(value, 0, WAVE_Z_MAX);

export interface Waveform {
  x: number;
  y: number;
  z: number;
}

export function clampWaveform(wave: Waveform): Waveform {
  return { x: clampWaveX(wave.x), y: clampWaveY(wave.y), z: clampWaveZ(wave.z) };
}
