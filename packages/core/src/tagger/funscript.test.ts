import { describe, expect, it } from 'vitest';
import { actionsFromImages, colourBrightness, currentActionIndex, parseFunscript, positionAt } from './funscript.js';

describe('parseFunscript', () => {
  it('reads the actions sorted by time, rounded', () => {
    const text = JSON.stringify({
      version: '1.0',
      range: 90,
      actions: [
        { at: 500, pos: 80 },
        { at: 0, pos: 10.4 },
        { at: 250.6, pos: 100 },
      ],
    });
    expect(parseFunscript(text)).toEqual({
      ok: true,
      actions: [
        { at: 0, pos: 10 },
        { at: 251, pos: 100 },
        { at: 500, pos: 80 },
      ],
    });
  });

  it('flips positions of an inverted script', () => {
    expect(parseFunscript('{"inverted":true,"actions":[{"at":0,"pos":0},{"at":10,"pos":30}]}')).toEqual({
      ok: true,
      actions: [
        { at: 0, pos: 100 },
        { at: 10, pos: 70 },
      ],
    });
  });

  it.each([
    ['not JSON', '{actions:', 'The file is not valid JSON.'],
    ['a list', '[]', 'A funscript needs an "actions" list.'],
    ['no actions', '{"version":"1.0"}', 'A funscript needs an "actions" list.'],
    ['actions not a list', '{"actions":{}}', 'A funscript needs an "actions" list.'],
    ['an empty list', '{"actions":[]}', 'The funscript has no actions.'],
    ['a bad inverted flag', '{"inverted":"yes","actions":[{"at":0,"pos":0}]}', '"inverted" must be true or false.'],
    ['a number as action', '{"actions":[{"at":0,"pos":1},5]}', 'Action 2 is not an object with "at" and "pos".'],
    ['a missing time', '{"actions":[{"pos":1}]}', 'Action 1: "at" must be a time in milliseconds, 0 or more.'],
    ['a negative time', '{"actions":[{"at":-5,"pos":1}]}', 'Action 1: "at" must be a time in milliseconds, 0 or more.'],
    ['a time as text', '{"actions":[{"at":"5","pos":1}]}', 'Action 1: "at" must be a time in milliseconds, 0 or more.'],
    [
      'a position above 100',
      '{"actions":[{"at":0,"pos":0},{"at":5,"pos":101}]}',
      'Action 2: "pos" must be a number from 0 to 100.',
    ],
    ['a negative position', '{"actions":[{"at":0,"pos":-1}]}', 'Action 1: "pos" must be a number from 0 to 100.'],
    ['a missing position', '{"actions":[{"at":0}]}', 'Action 1: "pos" must be a number from 0 to 100.'],
  ])('refuses %s', (_label, text, error) => {
    expect(parseFunscript(text)).toEqual({ ok: false, error });
  });

  it('refuses a script with too many actions', () => {
    const actions = Array.from({ length: 100_001 }, (_, at) => ({ at, pos: 50 }));
    const result = parseFunscript(JSON.stringify({ actions }));
    expect(result.ok).toBe(false);
  });
});

describe('timeline lookups', () => {
  const actions = [
    { at: 1000, pos: 0 },
    { at: 2000, pos: 100 },
    { at: 3000, pos: 40 },
  ];

  it.each([
    [0, -1, 0],
    [999, -1, 0],
    [1000, 0, 0],
    [1500, 0, 50],
    [2000, 1, 100],
    [2500, 1, 70],
    [3000, 2, 40],
    [9000, 2, 40],
  ])('at %i ms: action %i, position %d', (ms, index, position) => {
    expect(currentActionIndex(actions, ms)).toBe(index);
    expect(positionAt(actions, ms)).toBeCloseTo(position);
  });

  it('has no position without actions', () => {
    expect(currentActionIndex([], 10)).toBe(-1);
    expect(positionAt([], 10)).toBeNull();
  });

  it('holds the later action when two share a time', () => {
    const twin = [
      { at: 0, pos: 0 },
      { at: 100, pos: 20 },
      { at: 100, pos: 80 },
    ];
    expect(currentActionIndex(twin, 100)).toBe(2);
    expect(positionAt(twin, 100)).toBe(80);
    expect(positionAt(twin, 50)).toBe(10);
  });
});

describe('a timeline from the analysis', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 100],
    ['#FF0000', 21],
    ['#00ff00', 72],
    ['red', null],
  ])('brightness of %s', (hex, expected) => {
    expect(colourBrightness(hex)).toBe(expected);
  });

  it('spreads one action per image over the duration', () => {
    const images = [
      { dominantColours: ['#ffffff', '#000000'] },
      { dominantColours: [] },
      { dominantColours: ['#000000'] },
      { dominantColours: ['#808080'] },
    ];
    expect(actionsFromImages(images, 10_000)).toEqual([
      { at: 0, pos: 100 },
      { at: 2500, pos: 50 },
      { at: 5000, pos: 0 },
      { at: 7500, pos: 50 },
    ]);
  });

  it('has nothing to spread without images or duration', () => {
    expect(actionsFromImages([], 1000)).toEqual([]);
    expect(actionsFromImages([{ dominantColours: [] }], 0)).toEqual([]);
    expect(actionsFromImages([{ dominantColours: [] }], Number.NaN)).toEqual([]);
  });
});
