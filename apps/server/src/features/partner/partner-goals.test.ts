import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  defaultNotificationSettings,
  notificationsApi,
  partnerApi,
  profileApi,
  TRUST_DAYS,
  type AccountExport,
  type Challenge,
  type Dashboard,
  type Inbox,
  type PartnerContract,
  type PartnerPage,
  type PartnerView,
  type PunishmentState,
} from '@gauntlet/core';
import { partnerActions, partnerships } from '../../db/schema/index.js';
import { startChallenge } from '../../../test/challenges.js';
import { backdatePartnership, endPartnership, errorOf, setContract, signUpPair } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contract = (goals: number): PartnerContract => ({
  rights: ['see', 'punish'],
  limits: { punishmentPointsPerDay: 10, rewardPointsPerDay: 0, punishmentGoalsPerChallenge: goals },
});

const addGoal = (player: TestUser, as: TestUser, body: Record<string, unknown>) =>
  server.call(partnerApi.addGoal, { params: { playerId: player.userId }, body, as });

const punishmentOf = async (player: TestUser) =>
  (await server.call(challengesApi.punishment, { as: player })).json<PunishmentState>();

const actionsOf = (partnershipId: string) =>
  server.database.handle.db.select().from(partnerActions).where(eq(partnerActions.partnershipId, partnershipId));

/** What a refused add must leave as it was: the log and the player's next challenge. */
const snapshot = async (player: TestUser, partnershipId: string) => ({
  actions: (await actionsOf(partnershipId)).map((action) => action.id).sort(),
  next: (await punishmentOf(player)).fromPartner.map((goal) => goal.metric),
});

/** A player and their partner on the contract, trusted (a day beyond the trust period) unless said. */
async function pairUp(name: string, goals: number, { trusted = true } = {}) {
  const { player, partner, partnership } = await signUpPair(server, name, contract(goals));
  if (trusted) await backdatePartnership(server, partnership.id, TRUST_DAYS + 1);
  return { player, partner, id: partnership.id };
}

const ONE_DAY = { title: 'Next', description: 'After the partner spoke', durationDays: 1 };
const WORKOUT = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 };

describe('a partner adding a punishment goal to the next challenge', () => {
  it('puts the goal on the next challenge with who and why, tells the player, logs it, and the submit takes it', async () => {
    const { player, partner } = await pairUp('gina', 2);
    const added = await addGoal(player, partner, { metric: 'pun-cold-shower', reason: 'you skipped Tuesday' });
    expect(added.statusCode, added.body).toBe(200);
    const view = added.json<PartnerView>();
    expect(view.nextChallengeGoals).toMatchObject({
      added: [{ metric: 'pun-cold-shower', title: 'Cold showers', reason: 'you skipped Tuesday' }],
      left: 1,
    });
    expect(view.actions[0]).toMatchObject({
      kind: 'added_goal',
      actor: { userId: partner.userId },
      goal: { metric: 'pun-cold-shower', title: 'Cold showers' },
      reason: 'you skipped Tuesday',
    });

    // The player sees it where they prepare the next challenge, apart from their own picks.
    const state = await punishmentOf(player);
    expect(state.fromPartner).toMatchObject([
      {
        metric: 'pun-cold-shower',
        title: 'Cold showers',
        partner: { userId: partner.userId, userName: 'gina_partner' },
        reason: 'you skipped Tuesday',
      },
    ]);
    expect(state.picked).toEqual([]);
    expect(state.offers.map((offer) => offer.metric)).not.toContain('pun-cold-shower');
    // A partner's goal is not among the picks, so the player cannot take it out.
    expect(errorOf(await server.call(challengesApi.unpick, { params: { metric: 'pun-cold-shower' }, as: player }))).toEqual({
      status: 409,
      code: 'not_picked',
    });

    const bell = (await server.call(notificationsApi.inbox, { as: player })).json<Inbox>();
    expect(bell.notifications[0]).toMatchObject({
      kind: 'partner_added_goal',
      partner: { userId: partner.userId },
      note: 'you skipped Tuesday',
    });
    const page = (await server.call(partnerApi.page, { as: player })).json<PartnerPage>();
    expect(page.asPlayer.actions[0]).toMatchObject({ kind: 'added_goal', goal: { title: 'Cold showers' } });
    const exported = (await server.call(profileApi.export, { as: player })).json<AccountExport>();
    expect(exported.tables.partner_actions).toContainEqual(
      expect.objectContaining({ kind: 'added_goal', goal: 'pun-cold-shower', reason: 'you skipped Tuesday' }),
    );

    // The player's own pick comes first and stays removable; the partner's goal follows it.
    const own = state.offers[0]!.metric;
    expect((await server.call(challengesApi.pick, { body: { metric: own }, as: player })).statusCode).toBe(200);
    const submitted = await server.call(challengesApi.submit, { body: { ...ONE_DAY, goals: [WORKOUT] }, as: player });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const challenge = submitted.json<Challenge>();
    expect(challenge.goals.map((goal) => [goal.metric, goal.category])).toEqual([
      ['work-out-days', 'Exercise'],
      [own, 'Punishment'],
      ['pun-cold-shower', 'Punishment'],
    ]);

    // Taken by that challenge: the next one starts without it, and the limit counts afresh.
    expect((await punishmentOf(player)).fromPartner).toEqual([]);
    const after = await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner });
    expect(after.json<PartnerView>().nextChallengeGoals).toEqual({ added: [], left: 2 });
  });

  it('counts the limit per next challenge, half of it while not yet trusted, and refuses above it with over_limit', async () => {
    const fresh = await pairUp('hana', 4, { trusted: false });
    for (const metric of ['pun-cold-shower', 'pun-burpees']) {
      expect((await addGoal(fresh.player, fresh.partner, { metric, reason: 'half' })).statusCode).toBe(200);
    }
    const before = await snapshot(fresh.player, fresh.id);
    const refused = await addGoal(fresh.player, fresh.partner, { metric: 'pun-squats', reason: 'one more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'over_limit',
        message: 'You added the 2 punishment goals the player’s limit allows for their next challenge.',
      },
    });
    expect(await snapshot(fresh.player, fresh.id)).toEqual(before);

    await backdatePartnership(server, fresh.id, TRUST_DAYS + 1);
    expect((await addGoal(fresh.player, fresh.partner, { metric: 'pun-squats', reason: 'trusted now' })).statusCode).toBe(200);
  });

  it('stops concurrent adds at the edge of the limit', async () => {
    const { player, partner, id } = await pairUp('rush', 3);
    const metrics = ['pun-cold-shower', 'pun-burpees', 'pun-squats', 'pun-wall-sit', 'pun-lines', 'pun-journal'];
    const responses = await Promise.all(metrics.map((metric) => addGoal(player, partner, { metric, reason: 'at once' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    for (const response of responses.filter((each) => each.statusCode === 409)) {
      expect(response.json().error.code).toBe('over_limit');
    }
    expect((await actionsOf(id)).filter((action) => action.kind === 'added_goal')).toHaveLength(3);
    expect((await punishmentOf(player)).fromPartner).toHaveLength(3);
  });

  it('adds the same goal once when it is sent twice at once', async () => {
    const { player, partner } = await pairUp('twice', 5);
    const responses = await Promise.all(
      [1, 2].map(() => addGoal(player, partner, { metric: 'pun-burpees', reason: 'double click' })),
    );
    expect(responses.map(errorOf).sort((a, b) => a.status - b.status)).toEqual([
      { status: 200, code: undefined },
      { status: 409, code: 'goal_already_added' },
    ]);
    expect((await punishmentOf(player)).fromPartner.map((goal) => goal.metric)).toEqual(['pun-burpees']);
  });

  it('refuses a goal already on the next challenge, added or picked, and one not in the catalogue, changing nothing', async () => {
    const { player, partner, id } = await pairUp('dupe', 5);
    expect((await addGoal(player, partner, { metric: 'pun-burpees', reason: 'first' })).statusCode).toBe(200);
    const picked = (await punishmentOf(player)).offers[0]!.metric;
    expect((await server.call(challengesApi.pick, { body: { metric: picked }, as: player })).statusCode).toBe(200);
    const before = await snapshot(player, id);

    const again = await addGoal(player, partner, { metric: 'pun-burpees', reason: 'again' });
    expect(again.json()).toEqual({
      error: { code: 'goal_already_added', message: '“Burpees” is already on the player’s next challenge.' },
    });
    expect(errorOf(await addGoal(player, partner, { metric: picked, reason: 'their pick' }))).toEqual({
      status: 409,
      code: 'goal_already_added',
    });
    for (const body of [
      { metric: 'pun-no-such-goal', reason: 'made up' },
      { metric: 'work-out-days', reason: 'not a punishment' },
      { metric: 'pun-squats', reason: '   ' },
      { metric: 'pun-squats' },
      { metric: 'pun-squats', reason: 'extra', points: 3 },
    ]) {
      expect(errorOf(await addGoal(player, partner, body)), JSON.stringify(body)).toEqual({
        status: 400,
        code: 'validation_failed',
      });
    }
    expect(await snapshot(player, id)).toEqual(before);
  });

  it('refuses without the right, after the end and for strangers, changing nothing', async () => {
    const narrowed = await pairUp('narrow', 2);
    await setContract(server, narrowed.player, { ...contract(2), rights: ['see'] });
    const before = await snapshot(narrowed.player, narrowed.id);
    expect(errorOf(await addGoal(narrowed.player, narrowed.partner, { metric: 'pun-lines', reason: 'no right' }))).toEqual({
      status: 403,
      code: 'right_not_granted',
    });
    expect(await snapshot(narrowed.player, narrowed.id)).toEqual(before);

    // A right taken back after the route's access check passed is refused in the transaction.
    const raced = await pairUp('raced', 2);
    expect(
      (await server.call(partnerApi.view, { params: { playerId: raced.player.userId }, as: raced.partner })).statusCode,
    ).toBe(200);
    await server.database.handle.db
      .update(partnerships)
      .set({ rights: ['see'] })
      .where(eq(partnerships.id, raced.id));
    expect(errorOf(await addGoal(raced.player, raced.partner, { metric: 'pun-lines', reason: 'raced' }))).toEqual({
      status: 403,
      code: 'right_not_granted',
    });
    expect((await punishmentOf(raced.player)).fromPartner).toEqual([]);

    const ended = await pairUp('over', 2);
    await endPartnership(server, ended.player);
    const stranger = await server.signUp('goal_stranger');
    const endedBefore = await snapshot(ended.player, ended.id);
    for (const as of [ended.partner, stranger, ended.player]) {
      expect(errorOf(await addGoal(ended.player, as, { metric: 'pun-lines', reason: 'after the end' }))).toEqual({
        status: 403,
        code: 'not_partner',
      });
    }
    expect(await snapshot(ended.player, ended.id)).toEqual(endedBefore);
  });

  it('adds to the challenge after the active one, and keeps the player’s bell quiet when they turned the kind off', async () => {
    const { player, partner } = await pairUp('later', 2);
    await startChallenge(server, player, 'Running now');
    const settings = {
      ...defaultNotificationSettings,
      partner: { ...defaultNotificationSettings.partner, partner_added_goal: false },
    };
    expect((await server.call(notificationsApi.saveSettings, { body: settings, as: player })).statusCode).toBe(200);
    expect((await addGoal(player, partner, { metric: 'pun-wall-sit', reason: 'for next week' })).statusCode).toBe(200);
    const bell = (await server.call(notificationsApi.inbox, { as: player })).json<Inbox>();
    expect(bell.notifications.map((notification) => notification.kind)).not.toContain('partner_added_goal');

    const running = (await server.call(challengesApi.dashboard, { as: player })).json<Dashboard>().activeChallenge;
    expect(running?.goals.map((goal) => goal.metric)).toEqual(['work-out-days']);
    expect((await punishmentOf(player)).fromPartner.map((goal) => goal.metric)).toEqual(['pun-wall-sit']);
  });
});
