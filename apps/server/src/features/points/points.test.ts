import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  findInstructionSlide,
  LEDGER_KINDS,
  type LedgerEntry,
  ledgerReason,
  pointsApi,
  profileApi,
  slideshowApi,
} from '@gauntlet/core';
import { movePoints } from '../../ledger/ledger.repository.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const workout = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1, title: 'Workout' };
const milk = (title: string, goalValue = 4) => ({
  category: 'Chastity',
  metric: 'cum-days',
  gradingType: 'AutomaticHigher',
  goalValue,
  title,
});

const ok = async (response: Promise<LightMyRequestResponse>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
};
const submit = (user: TestUser, title: string, goals: unknown[], durationDays = 1) =>
  ok(server.call(challengesApi.submit, { body: { title, description: 'Test', durationDays, goals }, as: user }));
const finish = async (user: TestUser, values: Record<string, number> = {}) =>
  (await ok(server.call(challengesApi.finish, { body: { values }, as: user }))).json();
const cancel = (user: TestUser) => ok(server.call(challengesApi.cancel, { as: user }));
const checkIn = (user: TestUser) => ok(server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user }));
const me = async (user: TestUser) => (await server.call(profileApi.me, { as: user })).json();
const history = (user: TestUser | undefined, query: Record<string, unknown> = {}) =>
  server.call(pointsApi.history, { query, as: user });

/** Every page of the user's history, following the cursors. */
async function allEntries(user: TestUser, filters: Record<string, string> = {}, limit = 100): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await history(user, { limit, ...filters, cursor: cursor ?? undefined });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ entries: LedgerEntry[]; nextCursor: string | null }>();
    expect(page.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

/** Grants points through the ledger, as the slideshow tests do. */
const grant = (user: TestUser, deltaRewardPoints: number, deltaPunishmentPoints = 0) =>
  movePoints(server.database.handle.db, {
    userId: user.userId,
    deltaRewardPoints,
    deltaPunishmentPoints,
    reason: 'punishment_reroll',
  });

/** Picks offered punishment goals until they cover the carried PP. */
async function pickUntilCovered(user: TestUser) {
  let picker = (await server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user })).json();
  while (picker.covered < picker.required) {
    const response = await ok(server.call(challengesApi.pick, { body: { metric: picker.offers[0].metric }, as: user }));
    picker = response.json();
  }
}

describe('the points history after a run of every kind of movement', () => {
  let user: TestUser;
  let entries: LedgerEntry[];
  let finished: { rewardPoints: number; uncappedRewardPoints: number; punishmentPoints: number };
  const hold = findInstructionSlide('hold-still-30')!;

  beforeAll(async () => {
    user = await server.signUp('mixer');
    // A first cancel at 0 % costs nothing (and writes no row); it raises the penalty for the last one.
    await submit(user, 'Warm-up', [workout]);
    await cancel(user);
    // Twelve passed goals pay more than the day's 20 RP; two goals fail.
    await submit(user, 'Jock Training', [
      workout,
      ...Array.from({ length: 11 }, (_, index) => milk(`Milk ${index + 1}`)),
      milk('Edge', 5),
      milk('Edge twice', 6),
    ]);
    await checkIn(user);
    finished = await finish(user, { 'cum-days': 4 });
    await ok(server.call(challengesApi.reroll, { as: user }));
    await ok(server.call(slideshowApi.draw, { body: { drawId: crypto.randomUUID(), slideId: hold.slideId }, as: user }));
    await pickUntilCovered(user);
    await submit(user, 'Bull Training', [workout], 7);
    await cancel(user);
    entries = await allEntries(user);
  });

  it('says why each movement happened, newest first', () => {
    expect(finished.rewardPoints).toBe(20);
    expect(finished.uncappedRewardPoints).toBeGreaterThan(20);
    const reasons = entries.map(ledgerReason);
    expect(reasons).toEqual([
      "Cancel penalty 5 % on 'Bull Training'",
      "Punishment owed again: 'Bull Training' cancelled",
      "Punishment goals picked at the start of 'Bull Training'",
      `Slide '${hold.text}' shown`,
      'Reroll of punishment offers',
      "Daily reward cap on 'Jock Training'",
      "Goal 'Edge twice' failed in 'Jock Training'",
      "Goal 'Edge' failed in 'Jock Training'",
      ...Array.from({ length: 11 }, (_, index) => `Goal 'Milk ${11 - index}' passed in 'Jock Training'`),
      "Goal 'Workout' passed in 'Jock Training'",
    ]);
    const written = new Set(entries.map((entry) => entry.kind));
    // A partner's points are written, and read in this history, in the partner's tests.
    expect(LEDGER_KINDS.filter((kind) => !written.has(kind))).toEqual([
      'challenge_finished',
      'partner_punishment',
      'partner_reward',
    ]);
  });

  it('pays the finish’s outcome in its rows: the goals’ points less what the cap took', () => {
    const jock = entries.filter((entry) => entry.challenge?.title === 'Jock Training');
    const sum = (key: 'deltaRewardPoints' | 'deltaPunishmentPoints') => jock.reduce((total, entry) => total + entry[key], 0);
    expect(sum('deltaRewardPoints')).toBe(finished.rewardPoints);
    expect(sum('deltaPunishmentPoints')).toBe(finished.punishmentPoints);
    const capped = jock.find((entry) => entry.kind === 'reward_capped')!;
    expect(capped.deltaRewardPoints).toBe(finished.rewardPoints - finished.uncappedRewardPoints);
    expect(jock.filter((entry) => entry.kind === 'goal_passed').every((entry) => entry.deltaRewardPoints > 0)).toBe(true);
    expect(jock.filter((entry) => entry.kind === 'goal_failed').every((entry) => entry.deltaPunishmentPoints > 0)).toBe(true);
  });

  it('links each challenge’s rows to the challenge, and keeps the penalty a cancel charged', () => {
    const bull = entries.filter((entry) => entry.challenge?.title === 'Bull Training');
    expect(new Set(bull.map((entry) => entry.challenge!.id)).size).toBe(1);
    expect(entries[0]).toMatchObject({ kind: 'challenge_cancelled', cancelPenalty: 5, deltaRewardPoints: 0 });
    expect(entries.find((entry) => entry.kind === 'slide_drawn')).toMatchObject({ challenge: null, deltaPunishmentPoints: -1 });
  });

  it('shows after each row the balances of the ledger up to it, and on top the profile’s', async () => {
    let rewardPoints = 0;
    let punishmentPoints = 0;
    for (const entry of [...entries].reverse()) {
      rewardPoints += entry.deltaRewardPoints;
      punishmentPoints += entry.deltaPunishmentPoints;
      expect({ seq: entry.seq, rp: entry.rewardBalance, pp: entry.punishmentBalance }).toEqual({
        seq: entry.seq,
        rp: rewardPoints,
        pp: punishmentPoints,
      });
    }
    const profile = await me(user);
    expect({ rp: entries[0]!.rewardBalance, pp: entries[0]!.punishmentBalance }).toEqual({
      rp: profile.rewardPoints,
      pp: profile.punishmentPoints,
    });
  });

  it('pages without gaps or duplicates, and the last page has no cursor', async () => {
    for (const limit of [1, 3, 7]) {
      const paged = await allEntries(user, {}, limit);
      expect(paged.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    }
    const seqs = entries.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    const whole = (await history(user, { limit: entries.length })).json();
    expect(whole.entries).toHaveLength(entries.length);
    expect(whole.nextCursor).toBeNull();
  });

  it('filters by currency and by kind', async () => {
    const rp = await allEntries(user, { currency: 'rp' }, 4);
    expect(rp.map((entry) => entry.id)).toEqual(
      entries.filter((entry) => entry.deltaRewardPoints !== 0).map((entry) => entry.id),
    );
    const pp = await allEntries(user, { currency: 'pp' }, 4);
    expect(pp.map((entry) => entry.id)).toEqual(
      entries.filter((entry) => entry.deltaPunishmentPoints !== 0).map((entry) => entry.id),
    );
    expect(rp.length + pp.length).toBe(entries.length);
    const passed = await allEntries(user, { kind: 'goal_passed' }, 5);
    expect(passed).toHaveLength(12);
    expect(passed.every((entry) => entry.kind === 'goal_passed')).toBe(true);
    expect(await allEntries(user, { kind: 'goal_failed', currency: 'rp' })).toEqual([]);
  });

  it('downloads the whole history as CSV, in the user’s zone', async () => {
    const response = await server.call(pointsApi.historyCsv, { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gauntlet-points.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('Time (Europe/Madrid),RP change,PP change,RP balance,PP balance,Reason');
    expect(lines).toHaveLength(entries.length + 2);
    expect(lines.at(-1)).toBe('');
    const top = entries[0]!;
    const madrid = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'medium' });
    expect(lines[1]).toBe(
      `${madrid.format(new Date(top.at))},0,${top.deltaPunishmentPoints},${top.rewardBalance},${top.punishmentBalance},` +
        "Cancel penalty 5 % on 'Bull Training'",
    );
    const filtered = await server.call(pointsApi.historyCsv, { query: { kind: 'slide_drawn' }, as: user });
    expect(filtered.body.split('\r\n').slice(1, -1)).toEqual([expect.stringMatching(/,0,-1,\d+,\d+,Slide '.+' shown$/)]);
  });
});

describe('the points history of one user', () => {
  it('never shows another user’s rows, and asks a guest to sign in', async () => {
    const owner = await server.signUp();
    const other = await server.signUp();
    await grant(other, 7);
    for (const points of [1, 2, 3]) await grant(owner, points);
    const own = await allEntries(owner);
    expect(own.map((entry) => entry.deltaRewardPoints)).toEqual([3, 2, 1]);
    expect((await allEntries(other)).map((entry) => entry.deltaRewardPoints)).toEqual([7]);
    // A cursor names a place in a list, never whose list it is.
    const cursor = (await history(owner, { limit: 1 })).json().nextCursor;
    const borrowed = (await history(other, { cursor })).json();
    expect(borrowed.entries.map((entry: LedgerEntry) => entry.deltaRewardPoints)).toEqual([7]);

    const guest = await history(undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    expect((await server.call(pointsApi.historyCsv)).statusCode).toBe(401);
  });

  it('reads a finish written before each goal had its own row', async () => {
    const user = await server.signUp();
    const started = (await submit(user, 'Old times', [workout])).json();
    await cancel(user);
    await movePoints(server.database.handle.db, {
      userId: user.userId,
      deltaRewardPoints: 3,
      deltaPunishmentPoints: 1,
      reason: 'challenge_finished',
      reference: started.challengeId,
    });
    const [entry] = await allEntries(user);
    expect(entry!.challenge).toEqual({ id: started.challengeId, title: 'Old times' });
    expect(ledgerReason(entry!)).toBe("Challenge 'Old times' finished");
  });

  it('refuses a bad cursor, limit, currency or kind with 400 in the error shape', async () => {
    const user = await server.signUp();
    for (const query of [
      { cursor: 'abc' },
      { cursor: 's' },
      { cursor: 's0' },
      { cursor: 'szzzzzzzzzzzzzzz' },
      { limit: 0 },
      { limit: 101 },
      { limit: 'ten' },
      { currency: 'gold' },
      { kind: 'refund' },
      { offset: 10 },
    ]) {
      const label = JSON.stringify(query);
      const response = await history(user, query);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({ error: { code: 'validation_failed', message: expect.any(String) } });
    }
    const csv = await server.call(pointsApi.historyCsv, { query: { kind: 'refund' }, as: user });
    expect(csv.statusCode).toBe(400);
  });

  it('quotes user text with commas, quotes and line breaks in the CSV, in the user’s zone', async () => {
    const user = await server.signUp('csvzone', 'Pacific/Kiritimati');
    const hostile = '=HYPERLINK("http://evil.example","click"), then\nmore';
    await submit(user, hostile, [workout]);
    await checkIn(user);
    await finish(user);
    const body = (await server.call(pointsApi.historyCsv, { as: user })).body;
    expect(body.startsWith('Time (Pacific/Kiritimati),')).toBe(true);
    const reason = `Goal 'Workout' passed in '=HYPERLINK(""http://evil.example"",""click""), then\nmore'`;
    expect(body).toContain(`,"${reason}"\r\n`);
    const [, row] = body.split('\r\n');
    const at = (await allEntries(user))[0]!.at;
    const kiritimati = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Pacific/Kiritimati',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    expect(row!.startsWith(`${kiritimati.format(new Date(at))},`)).toBe(true);
  });
});
