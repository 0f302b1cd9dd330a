import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  notificationsApi,
  partnerApi,
  profileApi,
  type AccountExport,
  type CheckInConfirmation,
  type FinishOutcome,
  type Inbox,
  type PartnerView,
  type UnconfirmedRule,
} from '@gauntlet/core';
import { dashboardOf } from '../../../test/challenges.js';
import { CONFIRMER, endPartnership, errorOf, pair, setContract, signUpPair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHORES = { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0, title: 'Chores' };
const WORKOUT = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1, title: 'Workout' };

const submit = (player: TestUser, partnerConfirms?: UnconfirmedRule) =>
  server.call(challengesApi.submit, {
    body: { title: 'Chores day', durationDays: 1, goals: [CHORES, WORKOUT], ...(partnerConfirms && { partnerConfirms }) },
    as: player,
  });

const gradesOf = async (player: TestUser) =>
  (await dashboardOf(server, player)).confirmations.filter((each) => each.kind === 'manual_grade');
const switchValue = async (player: TestUser) =>
  (await dashboardOf(server, player)).metrics.find((each) => each.metric === 'clean-days')?.currentValue;
const turn = async (player: TestUser, completed: boolean) => {
  const response = await server.call(challengesApi.manualGrade, {
    params: { metric: 'clean-days' },
    body: { completed },
    as: player,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const undo = (player: TestUser) => server.call(challengesApi.undoChange, { params: { metric: 'clean-days' }, as: player });
const viewOf = async (player: TestUser, partner: TestUser) =>
  (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();

const confirm = (player: TestUser, partner: TestUser, gradeId: string) =>
  server.call(partnerApi.confirmManualGrade, { params: { playerId: player.userId, gradeId }, as: partner });
const reject = (player: TestUser, partner: TestUser, gradeId: string, reason: unknown = 'The floor is still sticky') =>
  server.call(partnerApi.rejectManualGrade, { params: { playerId: player.userId, gradeId }, body: { reason }, as: partner });

/** A player whose partner confirms, in a "partner confirms" challenge whose manual goal they switched on. */
async function claimed(name: string, rule: UnconfirmedRule = 'dont_count') {
  const { player, partner } = await signUpPair(server, name, CONFIRMER);
  const submitted = await submit(player, rule);
  expect(submitted.statusCode, submitted.body).toBe(200);
  await turn(player, true);
  const [grade] = await gradesOf(player);
  return { player, partner, grade: grade! };
}

const only = (grades: CheckInConfirmation[]) => {
  expect(grades).toHaveLength(1);
  return grades[0]!;
};

describe("a partner confirming a manual goal's grade", () => {
  it('shows both sides the switched-on goal as pending, with its goal and day, until confirmed', async () => {
    const { player, partner, grade } = await claimed('grade_both');
    expect(grade).toMatchObject({ kind: 'manual_grade', metric: 'clean-days', state: 'pending', reason: null });
    expect(grade.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await viewOf(player, partner)).dashboard.confirmations).toEqual((await dashboardOf(server, player)).confirmations);

    const confirmed = await confirm(player, partner, grade.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(only(confirmed.json<PartnerView>().dashboard.confirmations)).toMatchObject({ id: grade.id, state: 'confirmed' });
    expect(only(await gradesOf(player))).toMatchObject({ state: 'confirmed' });
    expect(await switchValue(player)).toBe(100);
  });

  it('turns the switch back off on a rejection, and both sides read the reason', async () => {
    const { player, partner, grade } = await claimed('grade_reject');
    const rejected = await reject(player, partner, grade.id, '  The floor is still sticky  ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(only(await gradesOf(player))).toMatchObject({ state: 'rejected', reason: 'The floor is still sticky' });
    expect(only((await viewOf(player, partner)).dashboard.confirmations)).toMatchObject({ state: 'rejected' });
    expect(await switchValue(player)).toBe(0);
    // The player's undo does not take the partner's rejection back.
    expect(errorOf(await undo(player))).toEqual({ status: 409, code: 'nothing_to_undo' });
  });

  it('logs each decision for both sides, tells the player in the bell and keeps it in the export', async () => {
    const { player, partner, grade } = await claimed('grade_logged');
    await reject(player, partner, grade.id, 'No photo');
    await turn(player, true);
    await confirm(player, partner, only(await gradesOf(player)).id);

    const expected = [
      { kind: 'confirmed_manual_grade', reason: null, checkIn: { goalTitle: 'Chores' }, actor: { userId: partner.userId } },
      { kind: 'rejected_manual_grade', reason: 'No photo', checkIn: { goalTitle: 'Chores' }, actor: { userId: partner.userId } },
    ];
    const page = (await server.call(partnerApi.page, { as: player })).json<{ asPlayer: { actions: unknown[] } }>();
    expect(page.asPlayer.actions.slice(0, 2)).toMatchObject(expected);
    expect((await viewOf(player, partner)).actions.slice(0, 2)).toMatchObject(expected);

    const bell = (await server.call(notificationsApi.inbox, { as: player })).json<Inbox>();
    expect(bell.notifications.slice(0, 2)).toMatchObject([
      { kind: 'partner_confirmed_manual_grade', note: null, partner: { userId: partner.userId } },
      { kind: 'partner_rejected_manual_grade', note: 'No photo', partner: { userId: partner.userId } },
    ]);

    const exported = (await server.call(profileApi.export, { as: player })).json<AccountExport>();
    expect(exported.tables.partner_actions!.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['confirmed_manual_grade', 'rejected_manual_grade']),
    );
    expect(exported.tables.manual_grades).toMatchObject([{ metric: 'clean-days', state: 'confirmed' }]);
  });

  it('applies exactly one of a confirm and a reject sent at the same time; the other is told it was decided', async () => {
    const { player, partner, grade } = await claimed('grade_race');
    const answers = await Promise.all([confirm(player, partner, grade.id), reject(player, partner, grade.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.statusCode === 409)!).code).toBe('manual_grade_decided');
    const { state } = only(await gradesOf(player));
    expect(await switchValue(player)).toBe(state === 'confirmed' ? 100 : 0);
    const actions = (await viewOf(player, partner)).actions.filter((action) => action.kind.endsWith('_manual_grade'));
    expect(actions).toHaveLength(1);
  });

  it("holds a decision and the player's turn off at the same time to one order, without a deadlock", async () => {
    const { player, partner, grade } = await claimed('grade_turn_race');
    const [decided] = await Promise.all([
      reject(player, partner, grade.id),
      server.call(challengesApi.manualGrade, { params: { metric: 'clean-days' }, body: { completed: false }, as: player }),
    ]);
    // Either the rejection came first (the switch was off already), or the claim was withdrawn first.
    if (decided.statusCode === 200) expect(only(await gradesOf(player))).toMatchObject({ state: 'rejected' });
    else {
      expect(errorOf(decided)).toEqual({ status: 404, code: 'manual_grade_not_found' });
      expect(await gradesOf(player)).toEqual([]);
    }
    expect(await switchValue(player)).toBe(0);
  });

  it('refuses a second decision on a decided grade, changing nothing', async () => {
    const { player, partner, grade } = await claimed('grade_twice');
    await confirm(player, partner, grade.id);
    expect(errorOf(await reject(player, partner, grade.id))).toEqual({ status: 409, code: 'manual_grade_decided' });
    expect(errorOf(await confirm(player, partner, grade.id))).toEqual({ status: 409, code: 'manual_grade_decided' });
    expect(await switchValue(player)).toBe(100);
  });

  it("refuses another player's grade, an unknown one and a malformed id, changing nothing", async () => {
    const first = await claimed('grade_holder');
    const second = await server.signUp('grade_holder_second');
    await pair(server, second, first.partner, CONFIRMER);
    expect((await submit(second, 'count')).statusCode).toBe(200);
    await turn(second, true);
    const othersId = only(await gradesOf(second)).id;

    const notFound = { status: 404, code: 'manual_grade_not_found' };
    expect(errorOf(await confirm(first.player, first.partner, othersId))).toEqual(notFound);
    expect(errorOf(await reject(first.player, first.partner, othersId))).toEqual(notFound);
    expect(errorOf(await confirm(first.player, first.partner, '00000000-0000-4000-8000-000000000000'))).toEqual(notFound);
    expect(errorOf(await confirm(first.player, first.partner, 'not-an-id'))).toMatchObject({ status: 400 });
    expect(only(await gradesOf(second))).toMatchObject({ state: 'pending' });
  });

  it('refuses a rejection without a reason, and a partner without the right or the partnership', async () => {
    const { player, partner, grade } = await claimed('grade_refused');
    expect(errorOf(await reject(player, partner, grade.id, '  '))).toMatchObject({ status: 400 });
    await setContract(server, player, WATCHER);
    expect(errorOf(await confirm(player, partner, grade.id))).toEqual({ status: 403, code: 'right_not_granted' });
    await endPartnership(server, player);
    expect(errorOf(await reject(player, partner, grade.id))).toEqual({ status: 403, code: 'not_partner' });
    expect(only(await gradesOf(player))).toMatchObject({ state: 'pending' });
    expect(await switchValue(player)).toBe(100);
  });
});

describe('the player\'s switch under "partner confirms"', () => {
  it('leaves a challenge without it as before: the switch counts at once and nothing waits', async () => {
    const { player } = await signUpPair(server, 'grade_plain', CONFIRMER);
    expect((await submit(player)).statusCode).toBe(200);
    await turn(player, true);
    expect((await dashboardOf(server, player)).confirmations).toEqual([]);
    expect(await switchValue(player)).toBe(100);
  });

  it('withdraws a pending claim when turned off: the partner then finds nothing waiting', async () => {
    const { player, partner, grade } = await claimed('grade_withdrawn');
    await turn(player, false);
    expect(await gradesOf(player)).toEqual([]);
    expect(errorOf(await confirm(player, partner, grade.id))).toEqual({ status: 404, code: 'manual_grade_not_found' });
  });

  it('withdraws a confirmed claim when turned off, and claims anew when turned on again', async () => {
    const { player, partner, grade } = await claimed('grade_again');
    await confirm(player, partner, grade.id);
    await turn(player, false);
    expect(await gradesOf(player)).toEqual([]);
    await turn(player, true);
    const again = only(await gradesOf(player));
    expect(again).toMatchObject({ state: 'pending' });
    expect(again.id).not.toBe(grade.id);
  });

  it('keeps a rejection until the player claims again: a new pending claim with a new id', async () => {
    const { player, partner, grade } = await claimed('grade_reclaim');
    await reject(player, partner, grade.id);
    await turn(player, false);
    expect(only(await gradesOf(player))).toMatchObject({ id: grade.id, state: 'rejected' });
    await turn(player, true);
    const again = only(await gradesOf(player));
    expect(again).toMatchObject({ state: 'pending', reason: null });
    expect(again.id).not.toBe(grade.id);
    // The stale rejected claim is not what the partner decides now.
    expect(errorOf(await confirm(player, partner, grade.id))).toEqual({ status: 404, code: 'manual_grade_not_found' });
  });

  it('keeps a claim when the switch is turned on again while on', async () => {
    const { player, partner, grade } = await claimed('grade_twice_on');
    await confirm(player, partner, grade.id);
    await turn(player, true);
    expect(only(await gradesOf(player))).toMatchObject({ id: grade.id, state: 'confirmed' });
  });

  it('follows an undo of the switch: undoing the turn on withdraws the claim, undoing a turn off claims anew', async () => {
    const { player, grade } = await claimed('grade_undo');
    expect((await undo(player)).statusCode).toBe(200);
    expect(await gradesOf(player)).toEqual([]);
    await turn(player, true);
    await turn(player, false);
    expect(await gradesOf(player)).toEqual([]);
    expect((await undo(player)).statusCode).toBe(200);
    const again = only(await gradesOf(player));
    expect(again).toMatchObject({ state: 'pending' });
    expect(again.id).not.toBe(grade.id);
  });
});

describe('the end of a "partner confirms" challenge with a manual goal', () => {
  const finish = async (player: TestUser) => {
    const response = await server.call(challengesApi.finish, { body: { values: {} }, as: player });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FinishOutcome>().goals.find((goal) => goal.title === 'Chores')?.succeeded;
  };

  it('does not count a pending "Completed" when the player chose so', async () => {
    const { player } = await claimed('grade_strict', 'dont_count');
    expect(await finish(player)).toBe(false);
  });

  it('counts a pending "Completed" when the player chose so', async () => {
    const { player } = await claimed('grade_lenient', 'count');
    expect(await finish(player)).toBe(true);
  });

  it('counts a confirmed one, and never a rejected one, whatever the rule', async () => {
    const strict = await claimed('grade_confirmed_end', 'dont_count');
    await confirm(strict.player, strict.partner, strict.grade.id);
    expect(await finish(strict.player)).toBe(true);
    const lenient = await claimed('grade_rejected_end', 'count');
    await reject(lenient.player, lenient.partner, lenient.grade.id);
    expect(await finish(lenient.player)).toBe(false);
  });
});
