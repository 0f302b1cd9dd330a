import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengesApi,
  defaultNotificationSettings,
  INBOX_SIZE,
  notificationsApi,
  partnerApi,
  type Inbox,
  type InboxNotification,
  type NotificationSettings,
  type PartnerContract,
} from '@gauntlet/core';
import { checkIn, startChallenge } from '../../../test/challenges.js';
import { endPartnership, KEYHOLDER, pair, setContract, signUpPair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function bellOf(user: TestUser): Promise<Inbox> {
  const response = await server.call(notificationsApi.inbox, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Inbox>();
}

/** The user's notifications of partnership kinds, newest first, as a client reads them. */
const partnerNotices = async (user: TestUser): Promise<InboxNotification[]> =>
  (await bellOf(user)).notifications.filter((notification) => notification.kind.startsWith('p'));

const about = (who: TestUser) => ({ userId: who.userId, userName: who.userName });

async function turnOff(user: TestUser, kind: keyof NotificationSettings['partner']) {
  const settings = { ...defaultNotificationSettings, partner: { ...defaultNotificationSettings.partner, [kind]: false } };
  const response = await server.call(notificationsApi.saveSettings, { body: settings, as: user });
  expect(response.statusCode, response.body).toBe(200);
}

const trusted: PartnerContract = KEYHOLDER;

describe("the partner's actions in the player's bell", () => {
  it('tells the player of the pairing, each punishment and reward with its points and reason, and the end', async () => {
    const { player, partner } = await signUpPair(server, 'bella', trusted);
    const punished = await server.call(partnerApi.punish, {
      params: { playerId: player.userId },
      body: { points: 2, reason: 'skipped the run' },
      as: partner,
    });
    expect(punished.statusCode, punished.body).toBe(200);
    const rewarded = await server.call(partnerApi.reward, {
      params: { playerId: player.userId },
      body: { points: 1, reason: 'early start' },
      as: partner,
    });
    expect(rewarded.statusCode, rewarded.body).toBe(200);
    const ended = await server.call(partnerApi.endAsPartner, { params: { playerId: player.userId }, as: partner });
    expect(ended.statusCode, ended.body).toBe(200);

    const bell = await bellOf(player);
    expect(bell.unreadCount).toBe(4);
    expect(bell.notifications).toMatchObject([
      { kind: 'partner_ended', partner: about(partner), points: null, note: null, challenge: null, read: false },
      { kind: 'partner_rewarded', partner: about(partner), points: 1, note: 'early start' },
      { kind: 'partner_punished', partner: about(partner), points: 2, note: 'skipped the run' },
      { kind: 'partner_accepted', partner: about(partner), points: null, note: null },
    ]);
    expect(await partnerNotices(partner)).toEqual([]);
  });

  it('shows the partner once a day per challenge checked in, on each finish and cancel, contract change and end', async () => {
    const { player, partner } = await signUpPair(server, 'cato', WATCHER);
    const { challengeId: first } = await startChallenge(server, player, 'Run', [
      { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3, title: 'Work out' },
      { category: 'House', metric: 'clean-days', gradingType: 'CheckIn', goalValue: 3, title: 'Tidy' },
    ]);
    await checkIn(server, player, 'work-out-days');
    await checkIn(server, player, 'clean-days');
    const cancelled = await server.call(challengesApi.cancel, { as: player });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const finishing = await server.call(challengesApi.submit, {
      body: {
        title: 'One day',
        description: 'Today only',
        durationDays: 1,
        goals: [{ category: 'Other', metric: 'meditation-days', gradingType: 'CheckIn', goalValue: 1, title: 'Meditate' }],
      },
      as: player,
    });
    expect(finishing.statusCode, finishing.body).toBe(200);
    const second = finishing.json<{ challengeId: string }>().challengeId;
    // A check-in of the challenge started after the cancel is news of its own.
    await checkIn(server, player, 'meditation-days');
    const finished = await server.call(challengesApi.finish, { body: { values: {} }, as: player });
    expect(finished.statusCode, finished.body).toBe(200);
    await setContract(server, player, KEYHOLDER);
    await endPartnership(server, player);

    expect(await partnerNotices(partner)).toMatchObject([
      { kind: 'player_ended', partner: about(player), challenge: null },
      { kind: 'player_changed_contract', partner: about(player), challenge: null },
      { kind: 'player_finished', partner: about(player), challenge: { id: second, title: 'One day' } },
      { kind: 'player_checked_in', partner: about(player), challenge: { id: second, title: 'One day' } },
      { kind: 'player_cancelled', partner: about(player), challenge: { id: first, title: 'Run' } },
      { kind: 'player_checked_in', partner: about(player), challenge: { id: first, title: 'Run' }, points: null },
    ]);
    expect((await partnerNotices(player)).map((notification) => notification.kind)).toEqual(['partner_accepted']);
  });

  it("keeps the partner's bell to its newest INBOX_SIZE when a check-in tells them", async () => {
    const { player, partner } = await signUpPair(server, 'fern', WATCHER);
    for (let change = 0; change < INBOX_SIZE; change++) await setContract(server, player, change % 2 ? WATCHER : KEYHOLDER);
    await startChallenge(server, player, 'Full bell');
    await checkIn(server, player);
    const bell = await bellOf(partner);
    expect(bell.notifications).toHaveLength(INBOX_SIZE);
    expect(bell.unreadCount).toBe(INBOX_SIZE);
    expect(bell.notifications[0]).toMatchObject({ kind: 'player_checked_in', partner: about(player) });
  });

  it('tells a partner who holds two players of each one checking in on the same day', async () => {
    const { player, partner } = await signUpPair(server, 'gil', WATCHER);
    const other = await server.signUp('gil_other');
    await pair(server, other, partner);
    for (const each of [player, other]) {
      await startChallenge(server, each, `Day of ${each.userName}`);
      await checkIn(server, each);
    }
    const told = (await partnerNotices(partner)).filter((notification) => notification.kind === 'player_checked_in');
    expect(told.map((notification) => notification.partner)).toEqual([about(other), about(player)]);
  });

  it('tells no one of a check-in without a partner, nor a partner who ended', async () => {
    const { player, partner } = await signUpPair(server, 'dora', WATCHER);
    await endPartnership(server, player);
    await startChallenge(server, player, 'Alone');
    await checkIn(server, player);
    expect((await partnerNotices(partner)).map((notification) => notification.kind)).toEqual(['player_ended']);
  });
});

describe('turning a kind off', () => {
  it("keeps that kind out of the receiver's bell and lets the others in", async () => {
    const { player, partner } = await signUpPair(server, 'emil', trusted);
    await turnOff(player, 'partner_punished');
    await turnOff(partner, 'player_checked_in');
    const settings = await server.call(notificationsApi.settings, { as: partner });
    expect(settings.json<NotificationSettings>().partner).toMatchObject({ player_checked_in: false, player_cancelled: true });

    await startChallenge(server, player, 'Quiet');
    await checkIn(server, player);
    const punished = await server.call(partnerApi.punish, {
      params: { playerId: player.userId },
      body: { points: 1, reason: 'late' },
      as: partner,
    });
    expect(punished.statusCode, punished.body).toBe(200);
    expect((await server.call(challengesApi.cancel, { as: player })).statusCode).toBe(200);

    expect((await partnerNotices(player)).map((notification) => notification.kind)).toEqual(['partner_accepted']);
    expect((await partnerNotices(partner)).map((notification) => notification.kind)).toEqual(['player_cancelled']);
  });
});
