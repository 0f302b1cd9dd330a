import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  calendarDay,
  challengesApi,
  defaultNotificationSettings,
  externalApi,
  notificationsApi,
  partnerRequestsApi,
  profileApi,
  routinesApi,
  slideshowApi,
  taggerApi,
} from '@gauntlet/core';
import { sendPartnerNews } from '../src/features/notifications/partner-news-sending.service.js';
import { sendReminders } from '../src/features/notifications/reminders.service.js';
import { KEYHOLDER, pair } from './pairing.js';
import type { TestServer, TestUser } from './test-server.js';
import { makeJpeg, multipart } from './uploads.js';

/** A user who has touched every part of the product once. */
export async function busyUser(server: TestServer): Promise<TestUser> {
  const user = await server.signUp();
  await server.call(slideshowApi.saveDeck, {
    body: {
      entries: [{ slideId: 'pushups-10', rewardCost: 1, punishmentCost: 0, quantity: 1 }],
    },
    as: user,
  });
  // A partner of the user's own, who is nobody else's: the partnership and its log are both theirs.
  // They approve a cancel, and the user asks for one and withdraws it: the request is kept. The
  // partner turned off hearing of the user's challenge, so their bell holds nothing of the user.
  const partner = await server.signUp();
  const quiet = {
    ...defaultNotificationSettings.partner,
    player_asked_to_cancel: false,
    player_checked_in: false,
    player_finished: false,
  };
  const muted = await server.call(notificationsApi.saveSettings, {
    body: { ...defaultNotificationSettings, partner: quiet },
    as: partner,
  });
  expect(muted.statusCode).toBe(200);
  await pair(server, user, partner, KEYHOLDER);
  const challenge = await server.call(challengesApi.submit, {
    body: {
      title: 'Everything',
      description: 'Once',
      partnerApproves: true,
      partnerConfirms: 'count',
      durationDays: 1,
      goals: [
        { category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 1 },
        { category: 'External', metric: 'ext-reading', gradingType: 'External', goalValue: 60 },
        { category: 'House', metric: 'clean-days', gradingType: 'Manual', goalValue: 0 },
      ],
    },
    as: user,
  });
  expect(challenge.statusCode).toBe(200);
  expect((await server.call(partnerRequestsApi.ask, { body: { reason: 'Done for now' }, as: user })).statusCode).toBe(200);
  expect((await server.call(partnerRequestsApi.withdraw, { as: user })).statusCode).toBe(200);
  const readingGoal = challenge.json().goals[1].id as string;
  expect((await server.call(externalApi.token, { body: { goalId: readingGoal }, as: user })).statusCode).toBe(200);
  // The manual goal's "Completed" waits for the partner, who confirms the user's goals.
  const switched = await server.call(challengesApi.manualGrade, {
    params: { metric: 'clean-days' },
    body: { completed: true },
    as: user,
  });
  expect(switched.statusCode).toBe(200);
  const checkIn = () => server.call(challengesApi.checkIn, { params: { metric: 'work-out-days' }, as: user });
  expect((await checkIn()).statusCode).toBe(200);
  const undo = {
    params: { metric: 'work-out-days' },
    body: { day: calendarDay(new Date(), challenge.json().timeZone) },
    as: user,
  };
  expect((await server.call(challengesApi.undoCheckIn, undo)).statusCode).toBe(200);
  expect((await checkIn()).statusCode).toBe(200);
  expect((await server.call(challengesApi.finish, { body: {}, as: user })).statusCode).toBe(200);
  const offers = (await server.call(challengesApi.challenge, { params: { challengeId: 'punishment' }, as: user })).json()
    .offers as { metric: string }[];
  expect((await server.call(challengesApi.pick, { body: { metric: offers[0]!.metric }, as: user })).statusCode).toBe(200);
  expect(
    (await server.call(slideshowApi.draw, { body: { drawId: crypto.randomUUID(), slideId: 'pushups-10' }, as: user })).statusCode,
  ).toBe(200);
  const routine = await server.call(routinesApi.create, {
    body: {
      name: 'Leg day',
      description: 'Squats first',
      frequency: '3x-week',
      exercises: [{ name: 'Squat', sets: 3, reps: 8, weight: 60 }],
    },
    as: user,
  });
  expect(routine.statusCode).toBe(200);
  const session = { sessionId: crypto.randomUUID(), score: 7 };
  expect(
    (await server.call(routinesApi.finishSession, { params: { routineId: routine.json().routineId }, body: session, as: user }))
      .statusCode,
  ).toBe(200);
  expect(
    (await server.call(taggerApi.saveFavourite, { body: { postId: 7, url: 'https://static.example/7.png' }, as: user }))
      .statusCode,
  ).toBe(200);
  const image = makeJpeg(16, 16, () => [200, 40, 40]);
  const upload = await server.call(taggerApi.upload, { ...multipart('frame.jpg', image), as: user });
  expect(upload.statusCode).toBe(200);
  const avatar = await server.call(profileApi.uploadAvatar, { ...multipart('me.jpg', image), as: user });
  expect(avatar.statusCode).toBe(200);
  const settings = { ...defaultNotificationSettings, dailyCheckInTime: '07:30' };
  expect((await server.call(notificationsApi.saveSettings, { body: settings, as: user })).statusCode).toBe(200);
  // A reminder sent by the scheduler's own sending, which also puts it in the bell.
  const reminder = { userId: user.userId, kind: 'last_day' as const, day: '2026-01-05', channels: [], challengeId: null };
  await sendReminders(server.database.handle.db, [reminder], async () => undefined);
  // A partnership's news sent beyond the bell, by the same sending.
  const news = {
    notificationId: crypto.randomUUID(),
    userId: user.userId,
    kind: 'partner_accepted' as const,
    challengeId: null,
    actorId: null,
    points: null,
    note: null,
    channels: [],
  };
  await sendPartnerNews(server.database.handle.db, [news], async () => undefined);
  // A day the partner was told the user let pass, written directly: the scan tells only of
  // yesterday's day of a running challenge, and this one is finished.
  await server.database.handle.db.execute(
    sql`insert into missed_days_told (partner_id, player_id, challenge_id, day) values (${partner.userId}, ${user.userId}, ${challenge.json().challengeId as string}, '2026-01-04')`,
  );
  // A browser subscribed to pushes, written directly: subscribing through the API resolves the push service's name.
  await server.database.handle.db.execute(
    sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${user.userId}, ${`https://push.example.com/${user.userId}`}, 'BPublicKey', 'secret')`,
  );
  return user;
}
