import { z } from 'zod';
import { findWavePreset, WAVE_PRESETS } from './presets.js';
import { STRENGTH_MAX, WAVE_X_MAX, WAVE_Y_MAX, WAVE_Z_MAX, type Waveform } from './ranges.js';

/**
 * One message of the local bridge (a websocket the device page connects to, default
 * `ws://localhost:8787`). Each message is a JSON object:
 *
 * ```json
 * { "channel": "A" | "B" | "both", "strength": 0-2047, "preset": 0-2 | "Gentle" | "Pulse" | "Strong",
 *   "x": 0-31, "y": 0-1023, "z": 0-31 }
 * ```
 *
 * `preset` gives the waveform; `x`, `y` and `z` override its values one by one. Without a
 * preset all three of `x`, `y` and `z` are required. The strength is then limited by the
 * user's caps like any other output (it is never sent above them). Unknown fields are refused.
 */
export const bridgeMessageSchema = z
  .strictObject({
    channel: z.enum(['A', 'B', 'both']),
    strength: z.number().int().min(0).max(STRENGTH_MAX),
    preset: z
      .union([
        z
          .number()
          .int()
          .min(0)
          .max(WAVE_PRESETS.length - 1),
        z.string().min(1),
      ])
      .optional()
      .refine((key) => key === undefined || findWavePreset(key) !== undefined, {
        message: `Unknown preset; use 0-${WAVE_PRESETS.length - 1} or ${WAVE_PRESETS.map((p) => p.name).join(', ')}`,
      }),
    x: z.number().int().min(0).max(WAVE_X_MAX).optional(),
    y: z.number().int().min(0).max(WAVE_Y_MAX).optional(),
    z: z.number().int().min(0).max(WAVE_Z_MAX).optional(),
  })
  .refine((message) => message.preset !== undefined || [message.x, message.y, message.z].every((v) => v !== undefined), {
    message: 'Give a preset, or all of x, y and z',
  });
export type BridgeMessage = z.infer<typeof bridgeMessageSchema>;

/** A bridge message resolved to what the device page applies. */
export interface BridgeCommand {
  channel: 'A' | 'B' | 'both';
  strength: number;
  wave: Waveform;
  /** The preset's name when the message named one. */
  presetName?: string;
}

export type BridgeParseResult = { ok: true; command: BridgeCommand } | { ok: false; error: string };

function resolve(message: BridgeMessage): BridgeCommand {
  const preset = message.preset === undefined ? undefined : findWavePreset(message.preset);
  // The schema guarantees either a preset or all of x, y and z.
  const wave: Waveform = {
    x: message.x ?? preset?.x ?? 0,
    y: message.y ?? preset?.y ?? 0,
    z: message.z ?? preset?.z ?? 0,
  };
  return { channel: message.channel, strength: message.strength, wave, ...(preset ? { presetName: preset.name } : {}) };
}

/**
 * Parses one websocket message (text). Never throws: a bad message gives a readable error,
 * e.g. `strength: Too big: expected number to be <=2047`.
 */
export function parseBridgeMessage(text: string): BridgeParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Not valid JSON' };
  }
  const parsed = bridgeMessageSchema.safeParse(json);
  if (!parsed.success) {
    const error = parsed.error.issues
      .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return { ok: false, error };
  }
  return { ok: true, command: resolve(parsed.data) };
}
