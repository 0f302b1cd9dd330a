/**
 * Funscript timelines for the video tagger's video mode: `{ "actions": [{ "at": ms, "pos": 0–100 }] }`
 * (the common `.funscript` JSON; `inverted: true` flips positions, other fields are ignored).
 */
export interface FunscriptAction {
  /** Milliseconds from the start of the video. */
  at: number;
  /** Position 0–100. */
  pos: number;
}

export const FUNSCRIPT_MAX_ACTIONS = 100_000;

export type FunscriptResult = { ok: true; actions: FunscriptAction[] } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Parses and validates a funscript file's text. Actions come back sorted by time (stable), with
 * `at` rounded to whole milliseconds, `pos` rounded to whole steps, and inverted when asked.
 */
export function parseFunscript(text: string): FunscriptResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not valid JSON.' };
  }
  if (!isRecord(json) || !Array.isArray(json.actions)) {
    return { ok: false, error: 'A funscript needs an "actions" list.' };
  }
  if (json.inverted !== undefined && typeof json.inverted !== 'boolean') {
    return { ok: false, error: '"inverted" must be true or false.' };
  }
  const raw: unknown[] = json.actions;
  if (raw.length === 0) return { ok: false, error: 'The funscript has no actions.' };
  if (raw.length > FUNSCRIPT_MAX_ACTIONS) {
    return { ok: false, error: `The funscript has ${raw.length} actions; at most ${FUNSCRIPT_MAX_ACTIONS} are supported.` };
  }
  const inverted = json.inverted === true;
  const actions: FunscriptAction[] = [];
  for (const [index, action] of raw.entries()) {
    const label = `Action ${index + 1}`;
    if (!isRecord(action)) return { ok: false, error: `${label} is not an object with "at" and "pos".` };
    const { at, pos } = action;
    if (typeof at !== 'number' || !Number.isFinite(at) || at < 0) {
      return { ok: false, error: `${label}: "at" must be a time in milliseconds, 0 or more.` };
    }
    if (typeof pos !== 'number' || !Number.isFinite(pos) || pos < 0 || pos > 100) {
      return { ok: false, error: `${label}: "pos" must be a number from 0 to 100.` };
    }
    const step = Math.round(pos);
    actions.push({ at: Math.round(at), pos: inverted ? 100 - step : step });
  }
  actions.sort((a, b) => a.at - b.at);
  return { ok: true, actions };
}

/** Index of the action in force at `ms` (the last one at or before it), or -1 before the first. */
export function currentActionIndex(actions: readonly FunscriptAction[], ms: number): number {
  let low = 0;
  let high = actions.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (actions[middle]!.at <= ms) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * The position at `ms`, moving linearly from each action to the next (how funscript players
 * move between points); the first position before the first action, the last after the last.
 * Null without actions.
 */
export function positionAt(actions: readonly FunscriptAction[], ms: number): number | null {
  const first = actions[0];
  if (!first) return null;
  const index = currentActionIndex(actions, ms);
  if (index < 0) return first.pos;
  const from = actions[index]!;
  const to = actions[index + 1];
  if (!to || to.at === from.at) return from.pos;
  return from.pos + ((to.pos - from.pos) * (ms - from.at)) / (to.at - from.at);
}

/** Perceived brightness of a #rrggbb colour, 0–100 (null if it is not one). */
export function colourBrightness(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = [match[1]!, match[2]!, match[3]!].map((part) => parseInt(part, 16));
  return Math.round(((0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255) * 100);
}

/**
 * A timeline derived from an image analysis: one action per image, in the analysis order, spread
 * evenly over the video (image i of n at i × duration / n), its position the brightness of the
 * image's most common colour (50 when it has none). Empty without images or duration.
 */
export function actionsFromImages(
  images: readonly { dominantColours: readonly string[] }[],
  durationMs: number,
): FunscriptAction[] {
  if (images.length === 0 || !Number.isFinite(durationMs) || durationMs <= 0) return [];
  return images.map((image, index) => ({
    at: Math.round((index * durationMs) / images.length),
    pos: colourBrightness(image.dominantColours[0] ?? '') ?? 50,
  }));
}
