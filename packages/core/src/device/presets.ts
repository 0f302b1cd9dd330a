import type { Waveform } from './ranges.js';

/** A wave preset: its strength and the waveform parameters sent with it. */
export interface WavePreset extends Waveform {
  name: string;
  strength: number;
}

/** The three wave presets, at strength 700, 900 and 1000. */
export const WAVE_PRESETS: readonly WavePreset[] = [
  { name: 'Gentle', strength: 700, x: 1, y: 9, z: 20 },
  { name: 'Pulse', strength: 900, x: 5, y: 95, z: 20 },
  { name: 'Strong', strength: 1000, x: 3, y: 20, z: 31 },
];

/** A preset by index (0–2) or by name (case-insensitive); `undefined` when there is none. */
export function findWavePreset(key: number | string): WavePreset | undefined {
  if (typeof key === 'number') return WAVE_PRESETS[key];
  const name = key.trim().toLowerCase();
  return WAVE_PRESETS.find((preset) => preset.name.toLowerCase() === name);
}
