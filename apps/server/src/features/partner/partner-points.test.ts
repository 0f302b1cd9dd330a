import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerReason,
  partnerApi,
  pointsApi,
  TRUST_DAYS,
  type LedgerEntry,
  type PartnerContract,
  type PartnerView,
} from '@gauntlet/core';
import { partnerActions, partnerships } from '../../db/schema/index.js';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { backdatePartnership, endPartnership, setContract, signUpPair } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const limits = (punishmentPointsPerDay: number, rewardPointsPerDay = punishmentPointsPerDay) => ({
  punishmentPointsPerDay,
  rewardPointsPerDay,
  punishmentGoalsPerChallenge: 2,
});
const keyholder = (perDay: number): PartnerContract => ({ rights: ['see', 'punish', 'reward'], limits: limits(perDay) });

const punish = (player: TestUser, as: TestUser, body: Record<string, unknown>) =>
  server.call(partnerApi.punish, { params: { playerId: player.userId }, body, as });
const reward = (player: TestUser, as: TestUser, body: Record<string, unknown>) =>
  server.call(partnerApi.reward, { params: { playerId: player.userId }, body, as });

const history = async (user: TestUser) =>
  (await server.call(pointsApi.history, { query: { limit: 100 }, as: user })).json<{ entries: LedgerEntry[] }>().entries;
const actionsOf = (partnershipId: string) =>
  server.database.handle.db.select().from(partnerActions).where(eq(partnerActions.partnershipId, partnershipId));

/** Everything a refused action must leave as it was: balances, ledger and the partnership's log. */
const snapshot = async (player: TestUser, partnershipId: string) => ({
  balances: await expectBalancesMatchLedger(server, player),
  ledger: (await history(player)).map((entry) => entry.id),
  actions: (await actionsOf(partnershipId)).map((action) => action.id),
});

/** A player and their partner on the contract, paired a day beyond the trust period unless just now. */
async function pair(name: string, contract: PartnerContract, { trusted = true } = {}) {
  const { player, partner, partnership } = await signUpPair(server, name, contract);
  if (trusted) await backdatePartnership(server, partnership.id, TRUST_DAYS + 1);
  return { player, partner, id: partnership.id };
}

describe('a partner punishing and rewarding', () => {
  it('moves the points with a ledger row that names the partner and the reason, and answers the view', async () => {
    const { player, partner, id } = await pair('alex', keyholder(20));
    const punished = await punish(player, partner, { points: 7, reason: 'missed the run' });
    expect(punished.statusCode, punished.body).toBe(200);
    const view = punished.json<PartnerView>();
    expect(view).toMatchObject({
      punishmentPoints: 7,
      rewardPoints: 0,
      allowance: { punishmentPointsLeftToday: 13, rewardPointsLeftToday: 20 },
    });
    expect(view.actions[0]).toMatchObject({
      kind: 'punished',
      points: 7,
      reason: 'missed the run',
      actor: { userId: partner.userId },
    });
    expect(view.recentPoints[0]).toMatchObject({ kind: 'partner_punishment', deltaPunishmentPoints: 7 });

    const rewarded = await reward(player, partner, { points: 4, reason: 'ran 10 km anyway' });
    expect(rewarded.json<PartnerView>()).toMatchObject({ rewardPoints: 4, allowance: { rewardPointsLeftToday: 16 } });
    expect(await expectBalancesMatchLedger(server, player)).toEqual({ rewardPoints: 4, punishmentPoints: 7 });

    const entries = await history(player);
    expect(entries.slice(0, 2)).toMatchObject([
      { kind: 'partner_reward', deltaRewardPoints: 4, partner: { userName: 'alex_partner' }, note: 'ran 10 km anyway' },
      { kind: 'partner_punishment', deltaPunishmentPoints: 7, partner: { userName: 'alex_partner' }, note: 'missed the run' },
    ]);
    expect(entries.slice(0, 2).map(ledgerReason)).toEqual([
      "Reward from partner 'alex_partner': ran 10 km anyway",
      "Punishment from partner 'alex_partner': missed the run",
    ]);
    const csv = (await server.call(pointsApi.historyCsv, { as: player })).body;
    expect(csv).toContain(",7,0,7,Punishment from partner 'alex_partner': missed the run\r\n");
    expect((await actionsOf(id)).filter((action) => action.kind !== 'paired')).toHaveLength(2);
  });

  it('refuses above the day’s limit with what is left, changing nothing', async () => {
    const { player, partner, id } = await pair('greedy', keyholder(10));
    expect((await punish(player, partner, { points: 6, reason: 'late' })).statusCode).toBe(200);
    const before = await snapshot(player, id);
    const refused = await punish(player, partner, { points: 5, reason: 'later' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'over_limit', message: "Only 4 PP are left of today's limit of 10 PP." },
    });
    expect(await snapshot(player, id)).toEqual(before);
    expect((await punish(player, partner, { points: 4, reason: 'the rest' })).statusCode).toBe(200);
    const spent = await reward(player, partner, { points: 11, reason: 'too kind' });
    expect(spent.json().error.message).toBe("Only 10 RP are left of today's limit of 10 RP.");
    const none = await punish(player, partner, { points: 1, reason: 'one more' });
    expect(none.json().error).toEqual({
      code: 'over_limit',
      message: "Nothing is left of today's limit of 10 PP: it starts again at the player's midnight.",
    });
  });

  it('allows half of each limit while the partner is not yet trusted, all of it once trusted', async () => {
    const fresh = await pair('fresh', keyholder(20), { trusted: false });
    const refused = await punish(fresh.player, fresh.partner, { points: 11, reason: 'too soon' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Only 10 PP are left of today's limit of 10 PP.");
    expect((await punish(fresh.player, fresh.partner, { points: 10, reason: 'half' })).statusCode).toBe(200);

    const trusted = await pair('trusted', keyholder(20));
    expect((await punish(trusted.player, trusted.partner, { points: 20, reason: 'all of it' })).statusCode).toBe(200);
    expect((await punish(trusted.player, trusted.partner, { points: 1, reason: 'over' })).statusCode).toBe(409);
  });

  it('applies concurrent actions at the edge of the limit only up to it', async () => {
    const { player, partner, id } = await pair('rush', keyholder(10));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => punish(player, partner, { points: 3, reason: `rush ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    const punished = (await actionsOf(id)).filter((action) => action.kind === 'punished');
    expect(punished.reduce((sum, action) => sum + action.points!, 0)).toBe(9);
    expect(await expectBalancesMatchLedger(server, player)).toEqual({ rewardPoints: 0, punishmentPoints: 9 });
  });

  it('refuses once the partnership ended, changing nothing', async () => {
    const { player, partner, id } = await pair('ended', keyholder(20));
    await endPartnership(server, player);
    const before = await snapshot(player, id);
    for (const act of [punish, reward]) {
      const refused = await act(player, partner, { points: 1, reason: 'after the end' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('not_partner');
    }
    expect(await snapshot(player, id)).toEqual(before);
  });

  it('refuses at once when the right is taken back, changing nothing', async () => {
    const { player, partner, id } = await pair('narrowed', keyholder(20));
    expect((await punish(player, partner, { points: 1, reason: 'before' })).statusCode).toBe(200);
    await setContract(server, player, { ...keyholder(20), rights: ['see', 'reward'] });
    const before = await snapshot(player, id);
    const refused = await punish(player, partner, { points: 1, reason: 'after' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'right_not_granted',
      message: 'This player has not granted you the right to punish them.',
    });
    expect(await snapshot(player, id)).toEqual(before);
    expect((await reward(player, partner, { points: 1, reason: 'still allowed' })).statusCode).toBe(200);
  });

  it('refuses in its transaction a right taken back after the access check passed', async () => {
    const { player, partner, id } = await pair('raced', keyholder(20));
    // The access check has the rights in memory until the player's change is heard; a change not
    // yet heard anywhere is what a request that passed its check just before the change meets.
    expect((await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).statusCode).toBe(200);
    await server.database.handle.db
      .update(partnerships)
      .set({ rights: ['see'] })
      .where(eq(partnerships.id, id));
    const before = await snapshot(player, id);
    const refused = await reward(player, partner, { points: 1, reason: 'raced' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('right_not_granted');
    expect(await snapshot(player, id)).toEqual(before);
  });

  it('refuses strangers, a partner acting on themselves and bad input, changing nothing', async () => {
    const { player, partner, id } = await pair('guarded', keyholder(20));
    const stranger = await server.signUp('guard_stranger');
    const before = await snapshot(player, id);
    expect((await punish(player, stranger, { points: 1, reason: 'who am I' })).json().error.code).toBe('not_partner');
    expect((await punish(player, player, { points: 1, reason: 'myself' })).json().error.code).toBe('not_partner');
    for (const body of [
      { points: 0, reason: 'none' },
      { points: 1, reason: '   ' },
      { points: 1.5, reason: 'half' },
      { points: 1 },
    ]) {
      const refused = await punish(player, partner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot(player, id)).toEqual(before);
  });
});
