import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  notificationsApi,
  partnerApi,
  partnerRequestsApi,
  profileApi,
  type ChallengeOutcome,
  type Dashboard,
  type Inbox,
  type HistoryEntry,
  type PartnerContract,
  type PartnerView,
} from '@gauntlet/core';
import { cancelRequests, partnerActions } from '../../db/schema/index.js';
import { dashboardOf } from '../../../test/challenges.js';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { endPartnership, errorOf, KEYHOLDER, setContract, signUpPair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A week's check-in goal; a week's cancel raises the penalty from 0 to max(5, span days) = 7. */
const WORKOUT = { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3, title: 'Workout' };
const WITHOUT_LOCK: PartnerContract = { ...KEYHOLDER, rights: KEYHOLDER.rights.filter((right) => right !== 'lock') };

const submit = (user: TestUser, partnerApproves: boolean) =>
  server.call(challengesApi.submit, {
    body: { title: 'Locked week', description: '', durationDays: 7, goals: [WORKOUT], partnerApproves },
    as: user,
  });
async function startLocked(user: TestUser) {
  const response = await submit(user, true);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challengeId: string; partnerApproves: boolean }>();
}
const ask = (user: TestUser, body: Record<string, unknown> = {}) => server.call(partnerRequestsApi.ask, { body, as: user });
const withdraw = (user: TestUser) => server.call(partnerRequestsApi.withdraw, { as: user });
const cancel = (user: TestUser) => server.call(challengesApi.cancel, { as: user });
const exit = (user: TestUser) => server.call(partnerRequestsApi.cancelWithoutApproval, { as: user });
const approve = (player: TestUser, requestId: string, as: TestUser, body: Record<string, unknown> = {}) =>
  server.call(partnerRequestsApi.approve, { params: { playerId: player.userId, requestId }, body, as });
const deny = (player: TestUser, requestId: string, as: TestUser, body: Record<string, unknown> = { reason: 'Hold on' }) =>
  server.call(partnerRequestsApi.deny, { params: { playerId: player.userId, requestId }, body, as });

async function askOk(user: TestUser, reason?: string): Promise<string> {
  const response = await ask(user, reason === undefined ? {} : { reason });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>().cancelRequest!.id;
}
const logKinds = async (partnershipId: string) =>
  (
    await server.database.handle.db
      .select({ kind: partnerActions.kind })
      .from(partnerActions)
      .where(eq(partnerActions.partnershipId, partnershipId))
  ).map((row) => row.kind);
const bellKinds = async (user: TestUser) =>
  (await server.call(notificationsApi.inbox, { as: user })).json<Inbox>().notifications.map((notification) => notification.kind);
/** The user's cancelled challenges in their history. */
const cancelledEntries = async (user: TestUser) =>
  (await server.call(challengesApi.history, { params: { userId: user.userId }, as: user }))
    .json<HistoryEntry[]>()
    .filter((entry) => entry.status === 'Cancelled');
/** The cancel penalty: the first cancel of a player raises it from 0 by the usual rule. */
const penaltyOf = async (user: TestUser) =>
  (await server.call(profileApi.me, { as: user })).json<{ cancelPenalty: number }>().cancelPenalty;

/** What a refusal must leave as it was: the dashboard, the balances and the log. */
const snapshot = async (player: TestUser, partnershipId: string) => ({
  dashboard: await dashboardOf(server, player),
  balances: await expectBalancesMatchLedger(server, player),
  log: await logKinds(partnershipId),
});

describe('turning "partner approves" on at submit', () => {
  it('is stored on the challenge when the live partner holds the lock, and cancel then needs the approval', async () => {
    const { player } = await signUpPair(server, 'lena', KEYHOLDER);
    expect((await startLocked(player)).partnerApproves).toBe(true);
    const dashboard = await dashboardOf(server, player);
    expect(dashboard).toMatchObject({
      activeChallenge: { partnerApproves: true },
      cancelNeedsApproval: true,
      cancelRequest: null,
    });
    expect(errorOf(await cancel(player))).toEqual({ status: 409, code: 'partner_approval_needed' });
    expect((await dashboardOf(server, player)).activeChallenge).not.toBeNull();
  });

  it('is refused 409 without a partner, or with one who does not hold the lock, and nothing starts', async () => {
    const alone = await server.signUp('solo_lock');
    expect(errorOf(await submit(alone, true))).toEqual({ status: 409, code: 'no_partner_lock' });
    const { player } = await signUpPair(server, 'wade', WATCHER);
    expect(errorOf(await submit(player, true))).toEqual({ status: 409, code: 'no_partner_lock' });
    expect((await dashboardOf(server, player)).activeChallenge).toBeNull();
    expect((await dashboardOf(server, alone)).activeChallenge).toBeNull();
  });

  it('is off unless asked for: such a challenge cancels directly', async () => {
    const { player } = await signUpPair(server, 'otto', KEYHOLDER);
    expect((await submit(player, false)).statusCode).toBe(200);
    expect((await dashboardOf(server, player)).cancelNeedsApproval).toBe(false);
    expect(errorOf(await ask(player))).toEqual({ status: 409, code: 'no_partner_lock' });
    expect((await cancel(player)).statusCode).toBe(200);
  });
});

describe('asking to cancel', () => {
  it('opens one request with the reason, shown to both, told to the partner and written to the log', async () => {
    const { player, partner } = await signUpPair(server, 'ana', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player, '  my knee hurts ');
    const dashboard = await dashboardOf(server, player);
    expect(dashboard.cancelRequest).toMatchObject({ id: requestId, reason: 'my knee hurts' });
    const view = (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();
    expect(view.dashboard.cancelRequest).toMatchObject({ id: requestId });
    const page = (await server.call(partnerApi.page, { as: partner })).json<{ asPartner: { cancelRequest: unknown }[] }>();
    expect(page.asPartner[0]!.cancelRequest).toMatchObject({ id: requestId, reason: 'my knee hurts' });
    expect(view.actions[0]).toMatchObject({
      kind: 'cancel_requested',
      reason: 'my knee hurts',
      actor: { userId: player.userId },
    });
    expect(await bellKinds(partner)).toContain('player_asked_to_cancel');
    expect(errorOf(await ask(player))).toEqual({ status: 409, code: 'cancel_request_open' });
  });

  it('keeps to one open request when two are asked at the same time', async () => {
    const { player } = await signUpPair(server, 'twin', KEYHOLDER);
    const { challengeId } = await startLocked(player);
    const answers = await Promise.all([ask(player), ask(player)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const open = await server.database.handle.db.select().from(cancelRequests).where(eq(cancelRequests.challengeId, challengeId));
    expect(open).toHaveLength(1);
  });

  it('refuses a reason over 200 characters and a request without an active challenge', async () => {
    const { player } = await signUpPair(server, 'long', KEYHOLDER);
    expect(errorOf(await ask(player))).toEqual({ status: 404, code: 'no_active_challenge' });
    await startLocked(player);
    expect(errorOf(await ask(player, { reason: 'x'.repeat(201) }))).toEqual({ status: 400, code: 'validation_failed' });
    expect((await dashboardOf(server, player)).cancelRequest).toBeNull();
  });

  it('can be withdrawn by the player, logged, and the challenge goes on; withdrawing nothing is 404', async () => {
    const { player, partnership } = await signUpPair(server, 'wendy', KEYHOLDER);
    await startLocked(player);
    // A dashboard read first: the answers below are the dashboard after the change, not a cached one.
    expect((await dashboardOf(server, player)).cancelRequest).toBeNull();
    const requestId = await askOk(player);
    const withdrawn = await withdraw(player);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<Dashboard>()).toMatchObject({ cancelRequest: null, cancelNeedsApproval: true });
    expect(await logKinds(partnership.id)).toEqual(expect.arrayContaining(['cancel_requested', 'cancel_withdrawn']));
    expect(errorOf(await withdraw(player))).toEqual({ status: 404, code: 'request_not_found' });
    expect(errorOf(await approve(player, requestId, (await signUpPair(server, 'x1', KEYHOLDER)).partner))).toEqual({
      status: 403,
      code: 'not_partner',
    });
  });
});

describe('the partner answering', () => {
  it('approves: the challenge is cancelled with its usual penalty, in the log, the bell and the ledger', async () => {
    const { player, partner, partnership } = await signUpPair(server, 'paula', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player, 'sick');
    const approved = await approve(player, requestId, partner, { reason: 'Get well' });
    expect(approved.statusCode, approved.body).toBe(200);
    const view = approved.json<PartnerView>();
    expect(view.dashboard).toMatchObject({ activeChallenge: null, cancelRequest: null });
    expect(view.actions[0]).toMatchObject({ kind: 'cancel_approved', reason: 'Get well', actor: { userId: partner.userId } });
    expect(await cancelledEntries(player)).toHaveLength(1);
    expect(await penaltyOf(player)).toBe(7);
    await expectBalancesMatchLedger(server, player);
    expect(await bellKinds(player)).toContain('partner_approved_cancel');
    // The partner did it, so no "player cancelled" of their own.
    expect(await bellKinds(partner)).not.toContain('player_cancelled');
    expect(errorOf(await approve(player, requestId, partner))).toEqual({ status: 409, code: 'request_closed' });
    expect(await logKinds(partnership.id)).toEqual(expect.arrayContaining(['cancel_requested', 'cancel_approved']));
  });

  it('denies with a reason: the request closes, the challenge goes on and cancelling still needs approval', async () => {
    const { player, partner } = await signUpPair(server, 'dora', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player);
    expect(errorOf(await deny(player, requestId, partner, {}))).toEqual({ status: 400, code: 'validation_failed' });
    expect(errorOf(await deny(player, requestId, partner, { reason: '   ' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(errorOf(await deny(player, requestId, partner, { reason: 'y'.repeat(201) }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const denied = await deny(player, requestId, partner, { reason: 'Two more days' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json<PartnerView>().actions[0]).toMatchObject({ kind: 'cancel_denied', reason: 'Two more days' });
    expect(await dashboardOf(server, player)).toMatchObject({ cancelRequest: null, cancelNeedsApproval: true });
    expect((await dashboardOf(server, player)).activeChallenge).not.toBeNull();
    expect(await bellKinds(player)).toContain('partner_denied_cancel');
    expect(errorOf(await cancel(player))).toEqual({ status: 409, code: 'partner_approval_needed' });
    // Another request may follow a denial.
    expect((await ask(player)).statusCode).toBe(200);
  });

  it('applies once when approve and deny race: the other gets 409 and the challenge matches the winner', async () => {
    const { player, partner } = await signUpPair(server, 'race', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player);
    const [approved, denied] = await Promise.all([approve(player, requestId, partner), deny(player, requestId, partner)]);
    const statuses = [approved.statusCode, denied.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    expect([errorOf(approved).code, errorOf(denied).code]).toContain('request_closed');
    const cancelled = (await dashboardOf(server, player)).activeChallenge === null;
    expect(cancelled).toBe(approved.statusCode === 200);
    expect(await cancelledEntries(player)).toHaveLength(cancelled ? 1 : 0);
    await expectBalancesMatchLedger(server, player);
  });

  it('applies once when two approvals race: one cancel, one penalty', async () => {
    const { player, partner } = await signUpPair(server, 'double', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player);
    const answers = await Promise.all([approve(player, requestId, partner), approve(player, requestId, partner)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await cancelledEntries(player)).toHaveLength(1);
  });

  it("refuses another player's request, an unknown id and a non-partner, changing nothing", async () => {
    const first = await signUpPair(server, 'first', KEYHOLDER);
    const second = await signUpPair(server, 'second', KEYHOLDER);
    await startLocked(first.player);
    await startLocked(second.player);
    const firstRequest = await askOk(first.player);
    const before = await snapshot(first.player, first.partnership.id);
    // The second player's partner, through their own player's path, names the first's request.
    expect(errorOf(await approve(second.player, firstRequest, second.partner))).toEqual({
      status: 404,
      code: 'request_not_found',
    });
    expect(errorOf(await deny(second.player, firstRequest, second.partner))).toEqual({ status: 404, code: 'request_not_found' });
    expect(errorOf(await approve(first.player, crypto.randomUUID(), first.partner))).toEqual({
      status: 404,
      code: 'request_not_found',
    });
    expect(errorOf(await approve(first.player, firstRequest, second.partner))).toEqual({ status: 403, code: 'not_partner' });
    expect(errorOf(await approve(first.player, firstRequest, first.player))).toEqual({ status: 403, code: 'not_partner' });
    expect(errorOf(await approve(first.player, 'not-a-uuid', first.partner))).toEqual({ status: 400, code: 'validation_failed' });
    expect(await snapshot(first.player, first.partnership.id)).toEqual(before);
  });
});

describe('when the partner no longer holds the lock', () => {
  it('a right taken back refuses the answer and frees the player to cancel directly, the open request lapsing', async () => {
    const { player, partner, partnership } = await signUpPair(server, 'free', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player);
    await setContract(server, player, WITHOUT_LOCK);
    expect(await dashboardOf(server, player)).toMatchObject({ cancelNeedsApproval: false, cancelRequest: { id: requestId } });
    expect(errorOf(await approve(player, requestId, partner))).toEqual({ status: 403, code: 'right_not_granted' });
    const cancelled = await cancel(player);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await server.database.handle.db.select().from(cancelRequests).where(eq(cancelRequests.id, requestId));
    expect(row!.state).toBe('lapsed');
    expect(await logKinds(partnership.id)).not.toContain('cancelled_without_approval');
  });

  it('an ended partnership frees the cancel at once', async () => {
    const { player, partner } = await signUpPair(server, 'ended', KEYHOLDER);
    await startLocked(player);
    const requestId = await askOk(player);
    await endPartnership(server, player);
    expect(errorOf(await approve(player, requestId, partner))).toEqual({ status: 403, code: 'not_partner' });
    expect((await cancel(player)).statusCode).toBe(200);
  });
});

describe("the player's exit", () => {
  it('cancels without approval, penalty as usual, recorded in the log and told to the partner', async () => {
    const { player, partner, partnership } = await signUpPair(server, 'exit', KEYHOLDER);
    await startLocked(player);
    await askOk(player);
    const exited = await exit(player);
    expect(exited.statusCode, exited.body).toBe(200);
    expect(exited.json<ChallengeOutcome>()).toMatchObject({ status: 'Cancelled' });
    expect(exited.json<ChallengeOutcome>().cancelPenalty).toBe(7);
    expect((await dashboardOf(server, player)).activeChallenge).toBeNull();
    expect(await cancelledEntries(player)).toHaveLength(1);
    await expectBalancesMatchLedger(server, player);
    expect(await logKinds(partnership.id)).toEqual(expect.arrayContaining(['cancel_requested', 'cancelled_without_approval']));
    expect(await bellKinds(partner)).toContain('player_cancelled_without_approval');
    const view = (await server.call(partnerApi.view, { params: { playerId: player.userId }, as: partner })).json<PartnerView>();
    expect(view.actions[0]).toMatchObject({ kind: 'cancelled_without_approval', actor: { userId: player.userId } });
    const exported = (await server.call(profileApi.export, { as: player })).json<Record<string, unknown>>();
    expect(JSON.stringify(exported)).toContain('cancelled_without_approval');
    expect(JSON.stringify(exported)).toContain('cancel_requests');
  });

  it('works without any partner as a plain cancel, and is 404 without an active challenge', async () => {
    const alone = await server.signUp('exit_alone');
    expect(errorOf(await exit(alone))).toEqual({ status: 404, code: 'no_active_challenge' });
    expect((await submit(alone, false)).statusCode).toBe(200);
    expect((await exit(alone)).json<ChallengeOutcome>()).toMatchObject({ status: 'Cancelled' });
  });
});
