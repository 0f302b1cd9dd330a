import { describe, expect, it } from 'vitest';
import { parseBridgeMessage } from './bridge-message.js';

describe('parseBridgeMessage', () => {
  it.each([
    [
      { channel: 'A', strength: 700, preset: 0 },
      { channel: 'A', strength: 700, wave: { x: 1, y: 9, z: 20 }, presetName: 'Gentle' },
    ],
    [
      { channel: 'both', strength: 900, preset: 'pulse' },
      { channel: 'both', strength: 900, wave: { x: 5, y: 95, z: 20 }, presetName: 'Pulse' },
    ],
    [
      { channel: 'B', strength: 0, x: 3, y: 4, z: 5 },
      { channel: 'B', strength: 0, wave: { x: 3, y: 4, z: 5 } },
    ],
    [
      { channel: 'A', strength: 2047, preset: 2, z: 10 },
      { channel: 'A', strength: 2047, wave: { x: 3, y: 20, z: 10 }, presetName: 'Strong' },
    ],
  ])('accepts %o', (message, command) => {
    expect(parseBridgeMessage(JSON.stringify(message))).toEqual({ ok: true, command });
  });

  it.each([
    ['{nope', 'Not valid JSON'],
    ['[]', 'expected object'],
    ['42', 'expected object'],
    ['{"channel":"C","strength":5,"preset":0}', 'channel:'],
    ['{"channel":"A","strength":2048,"preset":0}', 'strength:'],
    ['{"channel":"A","strength":-1,"preset":0}', 'strength:'],
    ['{"channel":"A","strength":1.5,"preset":0}', 'strength:'],
    ['{"channel":"A","preset":0}', 'strength:'],
    ['{"channel":"A","strength":"700","preset":0}', 'strength:'],
    ['{"channel":"A","strength":5,"preset":3}', 'preset:'],
    ['{"channel":"A","strength":5,"preset":"Wild"}', 'Unknown preset'],
    ['{"channel":"A","strength":5,"x":1,"y":2}', 'Give a preset, or all of x, y and z'],
    ['{"channel":"A","strength":5,"x":32,"y":2,"z":3}', 'x:'],
    ['{"channel":"A","strength":5,"x":1,"y":1024,"z":3}', 'y:'],
    ['{"channel":"A","strength":5,"x":1,"y":2,"z":32}', 'z:'],
    ['{"channel":"A","strength":5,"preset":0,"extra":true}', 'extra'],
  ])('refuses %s with a clear error', (text, fragment) => {
    const result = parseBridgeMessage(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(fragment);
  });
});
