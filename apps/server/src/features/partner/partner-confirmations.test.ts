import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  defaultNotificationSettings,
  notificationsApi,
  partnerApi,
  profileApi,
  type AccountExport,
  type CheckInConfirmation,
  type FinishOutcome,
  type Inbox,
  type MetricHistory,
  type PartnerView,
  type UnconfirmedRule,
} from '@gauntlet/core';
import { checkIn, dashboardOf } from '../../../test/challenges.js';
import { CONFIRMER, endPartnership, errorOf, pair, setContract, signUpPair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WORKOUT = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1, title: 'Workout' };
const TIDY = { category: 'House', metric: 'clean-days', gradingType: 'CheckIn', goalValue: 1, title: 'Tidy' };

/** Submits a one-day challenge on the two check-in goals, its partner confirming or not. */
const submit = (player: TestUser, partnerConfirms?: UnconfirmedRule) =>
  server.call(challengesApi.submit, {
    body: { title: 'Confirmed day', durationDays: 1, goals: [WORKOUT, TIDY], ...(partnerConfirms && { partnerConfirms }) },
    as: player,
  });

const confirmationsOf = async (player: TestUser) => (await dashboardOf(server, player)).confirmations;
const valueOf = async (player: TestUser, metric: string) =>
  (await dashboardOf(server, player)).metrics.find((each) => each.metric === metric)?.currentValue;

const confirm = (player: TestUser, partner: TestUser, checkInId: string) =>
  server.call(partnerApi.confirmCheckIn, { params: { playerId: player.userId, checkInId }, as: partner });
const reject = (player: TestUser, partner: TestUser, checkInId: string, reason: unknown = 'I saw you on the sofa') =>
  server.call(partnerApi.rejectCheckIn, { params: { playerId: player.userId, checkInId }, body: { reason }, as: partner });

/** A player with a partner who confirms, in a "partner confirms" challenge checked in on both goals. */
async function checkedInTwice(name: string, rule: UnconfirmedRule = 'dont_count') {
  const { player, partner, partnership } = await signUpPair(server, name, CONFIRMER);
  const submitted = await submit(player, rule);
  expect(submitted.statusCode, submitted.body).toBe(200);
  await checkIn(server, player, 'work-out-days');
  await checkIn(server, player, 'clean-days');
  const confirmations = await confirmationsOf(player);
  const idOf = (metric: string) => confirmations.find((each) => each.metric === metric)!.id;
  return { player, partner, partnership, workout: idOf('work-out-days'), tidy: idOf('clean-days') };
}

const stateOf = (confirmations: CheckInConfirmation[], id: string) => confirmations.find((each) => each.id === id);

describe('choosing "partner confirms" at submit', () => {
  it('is stored on the challenge with the rule for what is still unconfirmed at the end', async () => {
    const { player } = await signUpPair(server, 'chooser', CONFIRMER);
    const submitted = await submit(player, 'count');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ partnerConfirms: 'count' });
    expect((await dashboardOf(server, player)).activeChallenge).toMatchObject({ partnerConfirms: 'count' });
  });

  it('is refused without a partner, with a partner who may only see, and once the partnership ended', async () => {
    const alone = await server.signUp('alone_player');
    expect(errorOf(await submit(alone, 'count'))).toEqual({ status: 409, code: 'no_confirming_partner' });

    const watched = await signUpPair(server, 'watched', WATCHER);
    expect(errorOf(await submit(watched.player, 'dont_count'))).toEqual({ status: 409, code: 'no_confirming_partner' });

    const ended = await signUpPair(server, 'ended', CONFIRMER);
    await endPartnership(server, ended.player);
    expect(errorOf(await submit(ended.player, 'count'))).toEqual({ status: 409, code: 'no_confirming_partner' });
    // Nothing started.
    expect((await dashboardOf(server, ended.player)).activeChallenge).toBeNull();
  });

  it('leaves a challenge without it as before: check-ins count at once and nothing waits', async () => {
    const { player } = await signUpPair(server, 'plain', CONFIRMER);
    expect((await submit(player)).json()).toMatchObject({ partnerConfirms: null });
    await checkIn(server, player, 'work-out-days');
    expect(await confirmationsOf(player)).toEqual([]);
    expect(await valueOf(player, 'work-out-days')).toBe(1);
  });
});

describe('a partner confirming and rejecting check-ins', () => {
  it('shows both sides each check-in as pending, then confirmed or rejected with the reason', async () => {
    const { player, partner, workout, tidy } = await checkedInTwice('both');
    const pending = await confirmationsOf(player);
    expect(pending.map((each) => each.state)).toEqual(['pending', 'pending']);
    const view = (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();
    expect(view.dashboard.confirmations).toEqual(pending);

    const confirmed = await confirm(player, partner, workout);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(stateOf(confirmed.json<PartnerView>().dashboard.confirmations, workout)).toMatchObject({ state: 'confirmed' });
    const rejected = await reject(player, partner, tidy, '  I saw you on the sofa  ');
    expect(rejected.statusCode, rejected.body).toBe(200);

    const seen = await confirmationsOf(player);
    expect(stateOf(seen, workout)).toMatchObject({ state: 'confirmed', reason: null });
    expect(stateOf(seen, tidy)).toMatchObject({ state: 'rejected', reason: 'I saw you on the sofa', metric: 'clean-days' });
    // The rejection took the check-in back as an undo does: the metric lost it and its history shows the undo.
    expect(await valueOf(player, 'work-out-days')).toBe(1);
    expect(await valueOf(player, 'clean-days')).toBe(0);
    const dashboard = await dashboardOf(server, player);
    expect(dashboard.metrics.find((each) => each.metric === 'clean-days')).toMatchObject({ checkedInToday: false });
    const chart = (
      await server.call(challengesApi.metricHistory, { params: { metric: 'clean-days' }, as: player })
    ).json<MetricHistory>();
    expect(chart.changes.map((change) => change.value).slice(-2)).toEqual([1, 0]);
  });

  it('logs each decision for both sides, tells the player in the bell and keeps it in the export', async () => {
    const { player, partner, workout, tidy } = await checkedInTwice('logged');
    await confirm(player, partner, workout);
    await reject(player, partner, tidy, 'No photo');

    const page = (await server.call(partnerApi.page, { as: player })).json<{ asPlayer: { actions: unknown[] } }>();
    const view = (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();
    const expected = [
      { kind: 'rejected_check_in', reason: 'No photo', checkIn: { goalTitle: 'Tidy' }, actor: { userId: partner.userId } },
      { kind: 'confirmed_check_in', reason: null, checkIn: { goalTitle: 'Workout' }, actor: { userId: partner.userId } },
    ];
    expect(page.asPlayer.actions.slice(0, 2)).toMatchObject(expected);
    expect(view.actions.slice(0, 2)).toMatchObject(expected);

    const bell = (await server.call(notificationsApi.inbox, { as: player })).json<Inbox>();
    expect(bell.notifications.slice(0, 2)).toMatchObject([
      { kind: 'partner_rejected_check_in', note: 'No photo', partner: { userId: partner.userId } },
      { kind: 'partner_confirmed_check_in', note: null, partner: { userId: partner.userId } },
    ]);

    const exported = (await server.call(profileApi.export, { as: player })).json<AccountExport>();
    expect(exported.tables.partner_actions!.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['confirmed_check_in', 'rejected_check_in']),
    );
    expect(exported.tables.check_in_undos).toMatchObject([{ rejectedReason: 'No photo' }]);
  });

  it("keeps the player's bell quiet of the kinds they turned off", async () => {
    const { player, partner, workout, tidy } = await checkedInTwice('quiet');
    const partnerKinds = {
      ...defaultNotificationSettings.partner,
      partner_confirmed_check_in: false,
      partner_rejected_check_in: false,
    };
    const saved = await server.call(notificationsApi.saveSettings, {
      body: { ...defaultNotificationSettings, partner: partnerKinds },
      as: player,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await confirm(player, partner, workout);
    await reject(player, partner, tidy);
    const bell = (await server.call(notificationsApi.inbox, { as: player })).json<Inbox>();
    expect(bell.notifications.filter((each) => each.kind.endsWith('_check_in'))).toEqual([]);
  });

  it('tells the partner of the pending check-ins through the check-in news', async () => {
    const { partner } = await checkedInTwice('news');
    const bell = (await server.call(notificationsApi.inbox, { as: partner })).json<Inbox>();
    expect(bell.notifications.map((each) => each.kind)).toContain('player_checked_in');
  });

  it('applies exactly one of a confirm and a reject sent at the same time; the other is told it was decided', async () => {
    const { player, partner, workout } = await checkedInTwice('race');
    const answers = await Promise.all([confirm(player, partner, workout), reject(player, partner, workout)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).code).toBe('check_in_decided');
    const state = stateOf(await confirmationsOf(player), workout)!.state;
    expect(await valueOf(player, 'work-out-days')).toBe(state === 'confirmed' ? 1 : 0);
    const view = (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();
    expect(view.actions.filter((action) => action.kind.endsWith('_check_in'))).toHaveLength(1);
  });

  it('refuses a second decision on a decided check-in, changing nothing', async () => {
    const { player, partner, workout, tidy } = await checkedInTwice('twice');
    await confirm(player, partner, workout);
    await reject(player, partner, tidy);
    expect(errorOf(await confirm(player, partner, workout))).toEqual({ status: 409, code: 'check_in_decided' });
    expect(errorOf(await reject(player, partner, workout))).toEqual({ status: 409, code: 'check_in_decided' });
    expect(errorOf(await confirm(player, partner, tidy))).toEqual({ status: 409, code: 'check_in_decided' });
    expect(await valueOf(player, 'work-out-days')).toBe(1);
    expect(await valueOf(player, 'clean-days')).toBe(0);
  });

  it("refuses another player's check-in and an unknown one with 404, changing nothing", async () => {
    const first = await checkedInTwice('holder');
    // The same partner holds a second player in a "partner confirms" challenge.
    const second = await server.signUp('holder_second');
    await pair(server, second, first.partner, CONFIRMER);
    expect((await submit(second, 'count')).statusCode).toBe(200);
    await checkIn(server, second, 'work-out-days');
    const othersId = (await confirmationsOf(second))[0]!.id;

    expect(errorOf(await confirm(first.player, first.partner, othersId))).toEqual({ status: 404, code: 'check_in_not_found' });
    expect(errorOf(await reject(first.player, first.partner, othersId))).toEqual({ status: 404, code: 'check_in_not_found' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await confirm(first.player, first.partner, unknown))).toEqual({ status: 404, code: 'check_in_not_found' });
    expect(errorOf(await confirm(first.player, first.partner, 'not-an-id'))).toMatchObject({ status: 400 });
    expect((await confirmationsOf(second))[0]).toMatchObject({ state: 'pending' });
    expect(await valueOf(second, 'work-out-days')).toBe(1);
  });

  it('refuses a rejection without a reason, or with one over 200 characters', async () => {
    const { player, partner, tidy } = await checkedInTwice('reasons');
    expect(errorOf(await reject(player, partner, tidy, '   '))).toMatchObject({ status: 400 });
    expect(errorOf(await reject(player, partner, tidy, 'x'.repeat(201)))).toMatchObject({ status: 400 });
    expect(stateOf(await confirmationsOf(player), tidy)).toMatchObject({ state: 'pending' });
  });

  it('refuses with 403 a partner whose right was taken back, or whose partnership ended', async () => {
    const { player, partner, workout } = await checkedInTwice('withdrawn');
    await setContract(server, player, WATCHER);
    expect(errorOf(await confirm(player, partner, workout))).toEqual({ status: 403, code: 'right_not_granted' });
    await endPartnership(server, player);
    expect(errorOf(await reject(player, partner, workout))).toEqual({ status: 403, code: 'not_partner' });
    expect(stateOf(await confirmationsOf(player), workout)).toMatchObject({ state: 'pending' });
  });
});

describe('the end of a "partner confirms" challenge', () => {
  const finish = async (player: TestUser) => {
    const response = await server.call(challengesApi.finish, { body: { values: {} }, as: player });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FinishOutcome>().goals.map((goal) => [goal.title, goal.succeeded]);
  };

  it('does not count what is still pending when the player chose so, and never counts a rejection', async () => {
    const { player, partner, workout } = await checkedInTwice('strict', 'dont_count');
    await confirm(player, partner, workout);
    expect(await finish(player)).toEqual([
      ['Workout', true],
      ['Tidy', false],
    ]);
  });

  it('counts what is still pending when the player chose so, but not a rejection', async () => {
    const { player, partner, tidy } = await checkedInTwice('lenient', 'count');
    await reject(player, partner, tidy);
    expect(await finish(player)).toEqual([
      ['Workout', true],
      ['Tidy', false],
    ]);
  });
});
