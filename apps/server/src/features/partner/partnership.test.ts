import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApi, TRUST_DAYS, type PartnerContract, type Partnership } from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { partnerActions, partnerships, profileVersions } from '../../db/schema/index.js';
import { checkIn, startChallenge } from '../../../test/challenges.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { backdatePartnership, DAY_MS, errorOf, invite, KEYHOLDER, pair, partnerPageOf, WATCHER } from '../../../test/pairing.js';
import { findLiveRights } from './partnerships.repository.js';
import { PARTNER_LOG_SIZE } from './partnership.service.js';

let server: TestServer;
let db: Database;
let counting = false;
const statements: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, (query) => {
    if (counting) statements.push(query);
  });
  db = server.database.handle.db;
});
afterAll(() => server.close());

const changeContract = (contract: PartnerContract, as: TestUser) =>
  server.call(partnerApi.changeContract, { body: { contract }, as });
const endAsPlayer = (as: TestUser) => server.call(partnerApi.endAsPlayer, { as });
const endAsPartner = (playerId: string, as: TestUser) => server.call(partnerApi.endAsPartner, { params: { playerId }, as });

/** The user's change version: it goes up each time every instance is told that the user changed. */
async function versionOf(user: TestUser): Promise<number> {
  const [row] = await db.select().from(profileVersions).where(eq(profileVersions.userId, user.userId));
  return row?.version ?? 0;
}

/** Runs `act` and says whether every instance was told that `user` changed meanwhile. */
async function toldOf(user: TestUser, act: () => Promise<unknown>): Promise<boolean> {
  const before = await versionOf(user);
  await act();
  return (await versionOf(user)) > before;
}

/** Two goals to check in on each day, and one counted from what is logged. */
const DAILY_GOALS = [
  { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 5 },
  { category: 'Other', metric: 'meditation-days', gradingType: 'CheckIn', goalValue: 5 },
  { category: 'Exercise', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 20 },
];

describe('the partner page', () => {
  it('starts empty on both sides', async () => {
    const user = await server.signUp();
    expect(await partnerPageOf(server, user)).toEqual({
      asPlayer: { partnership: null, invite: null, actions: [] },
      asPartner: [],
    });
  });

  it("shows a partner each player's day at a glance: the challenge, today's check-ins and the balances", async () => {
    const [busy, idle, partner] = [await server.signUp('Busy'), await server.signUp('Idle'), await server.signUp()];
    await pair(server, busy, partner, KEYHOLDER);
    await pair(server, idle, partner);
    const challenge = await startChallenge(server, busy, 'Every day', DAILY_GOALS);
    await checkIn(server, busy);

    const page = await partnerPageOf(server, partner);
    expect(page.asPartner.map(({ partnership, ...glance }) => ({ player: partnership.player.userName, ...glance }))).toEqual([
      {
        player: 'Busy',
        activeChallenge: { id: challenge.challengeId, title: 'Every day', endsAt: challenge.endDate },
        cancelRequest: null,
        checkInsDueToday: 2,
        checkedInToday: 1,
        rewardPoints: 0,
        punishmentPoints: 0,
      },
      {
        player: 'Idle',
        activeChallenge: null,
        cancelRequest: null,
        checkInsDueToday: 0,
        checkedInToday: 0,
        rewardPoints: 0,
        punishmentPoints: 0,
      },
    ]);
    expect(page.asPartner[0]!.partnership.contract).toEqual(KEYHOLDER);
    expect(page.asPartner[1]!.partnership.contract).toEqual(WATCHER);
  });

  it('is read with the same few statements however many players a partner holds', async () => {
    const partner = await server.signUp();
    // The page's own statements, without the session's lookup (which a late notification of an
    // earlier change may make again on PostgreSQL).
    const count = async () => {
      statements.length = 0;
      counting = true;
      await partnerPageOf(server, partner);
      counting = false;
      return statements.filter((statement) => statement.includes('"partner')).length;
    };
    await pair(server, await server.signUp(), partner);
    const withOne = await count();
    for (let n = 0; n < 3; n += 1) {
      const player = await server.signUp();
      await pair(server, player, partner);
      await startChallenge(server, player, `Challenge ${n}`, DAILY_GOALS);
    }
    expect((await partnerPageOf(server, partner)).asPartner).toHaveLength(4);
    expect(await count()).toBe(withOne);
    expect(withOne).toBe(3);
  });

  it(`keeps the player's newest ${PARTNER_LOG_SIZE} lines of the log, newest first`, async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    const { id } = await pair(server, player, partner);
    const start = Date.now();
    await db.insert(partnerActions).values(
      Array.from({ length: PARTNER_LOG_SIZE + 5 }, (_, n) => ({
        partnershipId: id,
        actorId: partner.userId,
        kind: 'punished',
        points: n + 1,
        reason: `line ${n + 1}`,
        createdAt: new Date(start + (n + 1) * 1000),
      })),
    );
    const { actions } = (await partnerPageOf(server, player)).asPlayer;
    expect(actions).toHaveLength(PARTNER_LOG_SIZE);
    expect(actions[0]).toMatchObject({ kind: 'punished', points: PARTNER_LOG_SIZE + 5, reason: `line ${PARTNER_LOG_SIZE + 5}` });
    expect(actions.at(-1)!.points).toBe(6);
  });

  it(`gives a partner the whole limits once trusted, ${TRUST_DAYS} days after pairing`, async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    const paired = await pair(server, player, partner, KEYHOLDER);
    expect(paired.effectiveLimits).toEqual({
      punishmentPointsPerDay: 10,
      rewardPointsPerDay: 10,
      punishmentGoalsPerChallenge: 1,
    });
    const startedAt = await backdatePartnership(server, paired.id, TRUST_DAYS);
    const [asPlayer, asPartner] = [await partnerPageOf(server, player), await partnerPageOf(server, partner)];
    expect(asPlayer.asPlayer.partnership?.effectiveLimits).toEqual(KEYHOLDER.limits);
    expect(asPartner.asPartner[0]!.partnership.effectiveLimits).toEqual(KEYHOLDER.limits);
    expect(asPlayer.asPlayer.partnership?.trustedFrom).toBe(new Date(startedAt.getTime() + TRUST_DAYS * DAY_MS).toISOString());
  });

  it('needs a session', async () => {
    expect(errorOf(await server.call(partnerApi.page))).toEqual({ status: 401, code: 'unauthorized' });
  });
});

describe("the player's contract", () => {
  it('is replaced at once, narrowed or widened, logged, and the partner is told', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    const paired = await pair(server, player, partner, KEYHOLDER);
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual(KEYHOLDER.rights);

    const narrower: PartnerContract = {
      rights: ['see', 'punish'],
      limits: { punishmentPointsPerDay: 4, rewardPointsPerDay: 0, punishmentGoalsPerChallenge: 0 },
    };
    let response = await changeContract(narrower, player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual<Partnership>({
      ...paired,
      contract: narrower,
      effectiveLimits: { punishmentPointsPerDay: 2, rewardPointsPerDay: 0, punishmentGoalsPerChallenge: 0 },
    });
    // The partner's next request reads the contract as it is now.
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual(['see', 'punish']);
    expect((await partnerPageOf(server, partner)).asPartner[0]!.partnership.contract).toEqual(narrower);

    // The player grants: a wider contract needs no one's consent either.
    expect(await toldOf(partner, async () => (response = await changeContract(KEYHOLDER, player)))).toBe(true);
    expect(response.json().contract).toEqual(KEYHOLDER);
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual(KEYHOLDER.rights);

    const { actions } = (await partnerPageOf(server, player)).asPlayer;
    expect(actions.map((action) => [action.kind, action.actor?.userId])).toEqual([
      ['contract_changed', player.userId],
      ['contract_changed', player.userId],
      ['paired', partner.userId],
    ]);
  });

  it('can take every right back', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    await pair(server, player, partner, KEYHOLDER);
    const none: PartnerContract = { ...WATCHER, rights: [] };
    expect((await changeContract(none, player)).statusCode).toBe(200);
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual([]);
  });

  it('is refused without a partner, and to the partner, who has none as a player', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    expect(errorOf(await changeContract(KEYHOLDER, player))).toEqual({ status: 409, code: 'no_partner' });
    await pair(server, player, partner);
    expect(errorOf(await changeContract(KEYHOLDER, partner))).toEqual({ status: 409, code: 'no_partner' });
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual(['see']);
  });

  it.each<[string, unknown]>([
    ['an unknown field', { contract: KEYHOLDER, partnerId: 'x' }],
    ['an unknown right', { contract: { ...KEYHOLDER, rights: ['see', 'everything'] } }],
    ['a right to act without the right to see', { contract: { ...KEYHOLDER, rights: ['reward'] } }],
    ['a limit above the most', { contract: { ...KEYHOLDER, limits: { ...KEYHOLDER.limits, punishmentGoalsPerChallenge: 21 } } }],
  ])('with %s is refused and changes nothing', async (_label, body) => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    const response = await server.call(partnerApi.changeContract, { body: body as { contract: PartnerContract }, as: player });
    expect(errorOf(response)).toEqual({ status: 400, code: 'validation_failed' });
    expect((await partnerPageOf(server, player)).asPlayer.partnership?.contract).toEqual(WATCHER);
  });
});

describe('ending as the player', () => {
  it('is immediate, needs no consent, keeps the history and tells the partner', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    const paired = await pair(server, player, partner, KEYHOLDER);
    let response = await endAsPlayer(player);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.asPlayer.partnership).toBeNull();
    expect(page.asPlayer.actions.map((action: { kind: string }) => action.kind)).toEqual(['ended_by_player', 'paired']);
    expect(await findLiveRights(db, partner.userId, player.userId)).toBeNull();
    expect((await partnerPageOf(server, partner)).asPartner).toEqual([]);
    const [kept] = await db.select().from(partnerships).where(eq(partnerships.id, paired.id));
    expect(kept!.endedAt).not.toBeNull();

    // Once: there is nothing left to end.
    response = await endAsPlayer(player);
    expect(errorOf(response)).toEqual({ status: 409, code: 'no_partner' });
  });

  it('tells every instance that the partner changed, so their streams and cached reads drop the player', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    expect(await toldOf(partner, () => endAsPlayer(player))).toBe(true);
  });

  it('at the same time as another end ends once', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    const [first, second, byPartner] = await Promise.all([
      endAsPlayer(player),
      endAsPlayer(player),
      endAsPartner(player.userId, partner),
    ]);
    expect([first, second, byPartner].filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of [first, second].filter((response) => response.statusCode !== 200)) {
      expect(errorOf(refused)).toEqual({ status: 409, code: 'no_partner' });
    }
    if (byPartner.statusCode !== 200) expect(errorOf(byPartner)).toEqual({ status: 403, code: 'not_partner' });
    const ends = (await partnerPageOf(server, player)).asPlayer.actions.filter((action) => action.kind !== 'paired');
    expect(ends).toHaveLength(1);
  });

  it('lets the player pair again; the log keeps both partnerships', async () => {
    const [player, first, second] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await pair(server, player, first);
    expect((await endAsPlayer(player)).statusCode).toBe(200);
    await invite(server, player);
    await pair(server, player, second, KEYHOLDER);
    const page = await partnerPageOf(server, player);
    expect(page.asPlayer.partnership?.partner.userId).toBe(second.userId);
    expect(page.asPlayer.actions.map((action) => [action.kind, action.actor?.userId])).toEqual([
      ['paired', second.userId],
      ['ended_by_player', player.userId],
      ['paired', first.userId],
    ]);
    expect((await partnerPageOf(server, first)).asPartner).toEqual([]);
  });
});

describe('ending as the partner', () => {
  it('lets go of one player, keeps the others, and tells the player', async () => {
    const [one, two, partner] = [await server.signUp('Ona'), await server.signUp('Two'), await server.signUp()];
    await pair(server, one, partner);
    await pair(server, two, partner);
    let response = await endAsPartner(one.userId, partner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().asPartner.map((glance: { partnership: Partnership }) => glance.partnership.player.userName)).toEqual([
      'Two',
    ]);
    const playerPage = await partnerPageOf(server, one);
    expect(playerPage.asPlayer.partnership).toBeNull();
    expect(playerPage.asPlayer.actions.map((action) => [action.kind, action.actor?.userId])).toEqual([
      ['ended_by_partner', partner.userId],
      ['paired', partner.userId],
    ]);
    expect(await findLiveRights(db, partner.userId, one.userId)).toBeNull();
    expect(await toldOf(two, () => endAsPartner(two.userId, partner))).toBe(true);
    response = await endAsPartner(two.userId, partner);
    expect(errorOf(response)).toEqual({ status: 403, code: 'not_partner' });
  });

  it("is refused to anyone who is not the player's partner, and changes nothing", async () => {
    const [player, partner, stranger] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    expect(errorOf(await endAsPartner(player.userId, stranger))).toEqual({ status: 403, code: 'not_partner' });
    // The player ends as a player, never through the partner's route.
    expect(errorOf(await endAsPartner(player.userId, player))).toEqual({ status: 403, code: 'not_partner' });
    expect(errorOf(await endAsPartner(partner.userId, player))).toEqual({ status: 403, code: 'not_partner' });
    expect(errorOf(await endAsPartner('not-a-player', partner))).toEqual({ status: 400, code: 'validation_failed' });
    expect(await findLiveRights(db, partner.userId, player.userId)).toEqual(['see']);
  });
});
