import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  challengesApi,
  defaultNotificationSettings,
  INBOX_SIZE,
  notificationsApi,
  zonedInstant,
  type Inbox,
  type InboxNotification,
} from '@gauntlet/core';
import type { Database } from '../../db/database.js';
import { startJobQueue, stopJobQueue, type JobQueue } from '../../jobs/job-queue.js';
import { putInInboxes } from '../notifications/inbox.service.js';
import { forgetPastDays } from '../notifications/past-days.service.js';
import { createReminderQueues, runDueScan } from '../notifications/reminder-jobs.js';
import { endPartnership, pair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

const MADRID = 'Europe/Madrid';
/** The challenges start today, in the player's zone; the scans run at chosen minutes around its end. */
const today = calendarDay(new Date(), MADRID);
const at = (day: string, hours: number, minutes = 0) => zonedInstant(day, hours * 60 + minutes, MADRID);
const tomorrow = calendarDay(new Date(at(today, 12).getTime() + 86_400_000), MADRID);
const dayAfter = calendarDay(new Date(at(today, 12).getTime() + 2 * 86_400_000), MADRID);

let server: TestServer;
let db: Database;
let queue: JobQueue;
const errors: Error[] = [];

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.handle.db;
  queue = await startJobQueue(server.database.handle.jobConnection, { schedule: false, onError: (error) => errors.push(error) });
  await createReminderQueues(queue);
});
afterAll(async () => {
  await stopJobQueue(queue);
  await server.close();
  expect(errors).toEqual([]);
});

/** A player in Madrid with a three-day challenge of one check-in goal, started today. */
async function playerWithChallenge(name: string, title = 'Move'): Promise<TestUser> {
  const player = await server.signUp(name, MADRID);
  const started = await server.call(challengesApi.submit, {
    body: {
      title,
      description: 'Every day',
      durationDays: 3,
      goals: [{ category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 3 }],
    },
    as: player,
  });
  expect(started.statusCode, started.body).toBe(200);
  return player;
}

async function missedDaysIn(partner: TestUser): Promise<InboxNotification[]> {
  const bell = (await server.call(notificationsApi.inbox, { as: partner })).json<Inbox>();
  return bell.notifications.filter((notification) => notification.kind === 'player_missed_day');
}

const about = (player: TestUser, title = 'Move') => ({
  kind: 'player_missed_day',
  partner: { userId: player.userId, userName: player.userName },
  challenge: { id: expect.any(String), title },
});

describe("telling the partner of their player's missed day", () => {
  it('tells once, after the player’s day ended without a check-in, however often the scan runs', async () => {
    const player = await playerWithChallenge('miss_player');
    const partner = await server.signUp('miss_partner');
    await pair(server, player, partner, WATCHER);

    await runDueScan(queue, db, at(today, 23, 59));
    expect(await missedDaysIn(partner)).toEqual([]);

    await runDueScan(queue, db, at(tomorrow, 0, 1));
    await runDueScan(queue, db, at(tomorrow, 0, 2));
    await runDueScan(queue, db, at(tomorrow, 18));
    expect(await missedDaysIn(partner)).toEqual([expect.objectContaining(about(player))]);

    // The next day missed is news of its own.
    await runDueScan(queue, db, at(dayAfter, 0, 1));
    expect(await missedDaysIn(partner)).toHaveLength(2);
  });

  it('does not tell again of a day whose notice newer news pushed out of a full bell', async () => {
    const player = await playerWithChallenge('full_player');
    const partner = await server.signUp('full_partner');
    await pair(server, player, partner, WATCHER);
    await runDueScan(queue, db, at(tomorrow, 0, 1));
    expect(await missedDaysIn(partner)).toHaveLength(1);

    // A bell's worth of newer reminders drops the oldest notice, the missed day's.
    const reminders = Array.from({ length: INBOX_SIZE }, (_, index) => ({
      userId: partner.userId,
      kind: 'daily_check_in' as const,
      day: addDays(tomorrow, -index),
      challengeId: null,
    }));
    await putInInboxes(db, reminders, at(tomorrow, 1));
    expect(await missedDaysIn(partner)).toEqual([]);

    await runDueScan(queue, db, at(tomorrow, 1, 1));
    await runDueScan(queue, db, at(tomorrow, 18));
    expect(await missedDaysIn(partner)).toEqual([]);
  });

  it('still tells once later the same day after the nightly job forgot the days that are over', async () => {
    const player = await playerWithChallenge('night_player');
    const partner = await server.signUp('night_partner');
    await pair(server, player, partner, WATCHER);
    await runDueScan(queue, db, at(tomorrow, 0, 1));
    await forgetPastDays(db, at(tomorrow, 5, 30));
    await runDueScan(queue, db, at(tomorrow, 18));
    expect(await missedDaysIn(partner)).toHaveLength(1);
  });

  it('tells once when two instances scan the same minute', async () => {
    const player = await playerWithChallenge('race_player');
    const partner = await server.signUp('race_partner');
    await pair(server, player, partner, WATCHER);
    await Promise.all([runDueScan(queue, db, at(tomorrow, 0, 1)), runDueScan(queue, db, at(tomorrow, 0, 1))]);
    expect(await missedDaysIn(partner)).toHaveLength(1);
  });

  it('says nothing of a day with a check-in', async () => {
    const player = await playerWithChallenge('kept_player');
    const partner = await server.signUp('kept_partner');
    await pair(server, player, partner, WATCHER);
    const checkIn = await server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, body: {}, as: player });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await runDueScan(queue, db, at(tomorrow, 0, 1));
    expect(await missedDaysIn(partner)).toEqual([]);
  });

  it('tells a partner holding two players of each one’s day', async () => {
    const partner = await server.signUp('two_partner');
    const first = await playerWithChallenge('two_first', 'Run');
    const second = await playerWithChallenge('two_second', 'Swim');
    await pair(server, first, partner, WATCHER);
    await pair(server, second, partner, WATCHER);
    await runDueScan(queue, db, at(tomorrow, 0, 1));
    const told = await missedDaysIn(partner);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([expect.objectContaining(about(first, 'Run')), expect.objectContaining(about(second, 'Swim'))]),
    );
  });

  it('keeps quiet for a partner who turned the kind off, after the partnership ended, and without a partner', async () => {
    const quiet = await playerWithChallenge('quiet_player');
    const quietPartner = await server.signUp('quiet_partner');
    await pair(server, quiet, quietPartner, WATCHER);
    const settings = {
      ...defaultNotificationSettings,
      partner: { ...defaultNotificationSettings.partner, player_missed_day: false },
    };
    expect((await server.call(notificationsApi.saveSettings, { body: settings, as: quietPartner })).statusCode).toBe(200);

    const ended = await playerWithChallenge('gone_player');
    const formerPartner = await server.signUp('gone_partner');
    await pair(server, ended, formerPartner, WATCHER);
    await endPartnership(server, ended);

    await runDueScan(queue, db, at(tomorrow, 0, 1));
    expect(await missedDaysIn(quietPartner)).toEqual([]);
    expect(await missedDaysIn(formerPartner)).toEqual([]);
  });
});
