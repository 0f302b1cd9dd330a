import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { INBOX_SIZE } from '@gauntlet/core';
import { usersChangedBy } from '../../changes/changes.repository.js';
import type { Database, Executor } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { StatementBatches } from '../../db/statement-batches.js';
import {
  challengeIsActive,
  challenges,
  checkInUndos,
  checkIns,
  goals,
  inboxNotifications,
  metrics,
  notificationSettings,
  partnerships,
} from '../../db/schema/index.js';
import { recordedAs, type MetricRow } from './metrics.repository.js';

/** The calendar day an instant falls on in a zone, as the core's `calendarDay` counts it. */
const dayIn = (instant: SQL, timeZone: SQL | AnyColumn) => sql<string>`(${instant} at time zone ${timeZone})::date`;

/** A check-in as the service asks for it; `day` null means today in the challenge's zone. */
export interface CheckInAttempt {
  userId: string;
  metric: string;
  day: string | null;
  now: Date;
  idempotencyKey: string | null;
}

const checkInBatchQuery = preparedOn((db) => {
  // The batch's attempts, numbered from 0 in their order. An aliased column is referred to by
  // its bare name, so each has a name no table has.
  const attempt = db
    .$with('attempt', {
      n: sql<number>`attempt_n`.as('attempt_n'),
      userId: sql<string>`attempt_user`.as('attempt_user'),
      metric: sql<string>`attempt_metric`.as('attempt_metric'),
      day: sql<string | null>`attempt_day`.as('attempt_day'),
      now: sql<string>`attempt_now`.as('attempt_now'),
      idempotencyKey: sql<string | null>`attempt_key`.as('attempt_key'),
    })
    .as(
      sql`select * from jsonb_to_recordset(${sql.placeholder('attempts')}::jsonb) as attempt(attempt_n int,
        attempt_user text, attempt_metric text, attempt_day date, attempt_now timestamptz, attempt_key uuid)`,
    );
  // Each attempt's active challenge, its goal on the metric (if any), today in its zone and the
  // day asked for (today unless the attempt names one), the two days named as the attempt's are.
  // The lookups are lateral with a limit so that each is one index lookup per attempt whatever
  // the batch's size: as a join, the statement's plan (planned once, for any batch) would read
  // every active challenge into a hash table.
  const active = db
    .select({
      id: challenges.id,
      timeZone: challenges.timeZone,
      startDate: challenges.startDate,
      endDate: challenges.endDate,
      partnerConfirms: challenges.partnerConfirms,
    })
    .from(challenges)
    .where(and(eq(challenges.userId, attempt.userId), challengeIsActive))
    .limit(1)
    .as('active');
  const goal = db
    .select({ gradingType: goals.gradingType })
    .from(goals)
    .where(and(eq(goals.challengeId, active.id), eq(goals.metric, attempt.metric)))
    .limit(1)
    .as('goal');
  const target = db.$with('target').as(
    db
      .select({
        n: attempt.n,
        userId: attempt.userId,
        metric: attempt.metric,
        idempotencyKey: attempt.idempotencyKey,
        challengeId: active.id,
        timeZone: active.timeZone,
        startDate: active.startDate,
        endDate: active.endDate,
        partnerConfirms: active.partnerConfirms,
        gradingType: goal.gradingType,
        today: dayIn(sql`${attempt.now}`, active.timeZone).as('challenge_today'),
        day: sql<string>`coalesce(${attempt.day}, ${dayIn(sql`${attempt.now}`, active.timeZone)})`.as('checked_day'),
      })
      .from(attempt)
      .innerJoinLateral(active, sql`true`)
      .leftJoinLateral(goal, sql`true`),
  );
  const recorded = db.$with('recorded').as(
    db
      .insert(checkIns)
      .select(
        db
          .select({
            userId: target.userId,
            challengeId: target.challengeId,
            metric: target.metric,
            day: target.day,
            createdAt: sql<Date>`now()`.as('created_at'),
            idempotencyKey: target.idempotencyKey,
            id: sql<string>`gen_random_uuid()`.as('check_in_id'),
            // In a "partner confirms" challenge it waits for the partner, from the same row read.
            confirmation: sql<string | null>`case when ${target.partnerConfirms} is null then null else 'pending' end`.as(
              'confirmation',
            ),
          })
          .from(target)
          .where(
            and(
              eq(target.gradingType, 'CheckIn'),
              // The core's check-in day rule (`checkInDayRefusal`): today or yesterday, inside the
              // challenge's first and last day, all in its zone.
              sql`${target.day} between ${target.today} - 1 and ${target.today}`,
              sql`${target.day} between ${dayIn(sql`${target.startDate}`, sql`${target.timeZone}`)}
                and ${dayIn(sql`${target.endDate}`, sql`${target.timeZone}`)}`,
              sql`exists (select 1 from ${metrics} where ${metrics.userId} = ${target.userId} and ${metrics.metric} = ${target.metric})`,
              // A late replay of a check-in the player took back does not bring it back.
              sql`not exists (select 1 from ${checkInUndos}
                where ${checkInUndos.userId} = ${target.userId} and ${checkInUndos.idempotencyKey} = ${target.idempotencyKey})`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ userId: checkIns.userId, metric: checkIns.metric }),
  );
  const stepped = db.$with('stepped').as(
    db
      .update(metrics)
      .set({ currentValue: sql`${metrics.currentValue} + 1`, lastUpdated: sql`now()` })
      .from(recorded)
      .where(and(eq(metrics.userId, recorded.userId), eq(metrics.metric, recorded.metric)))
      .returning({
        userId: metrics.userId,
        metric: metrics.metric,
        name: metrics.name,
        unit: metrics.unit,
        currentValue: metrics.currentValue,
        lastUpdated: metrics.lastUpdated,
      }),
  );
  // The player's live partner hears of the player's check-ins once per challenge and day (the
  // bell's once-only index drops the rest), unless they turned it off, as `putInInboxes` adds a
  // notification; in this statement, so a check-in stays one round trip and one notifying commit
  // with or without a partner.
  const told = db.$with('told').as(
    db
      .insert(inboxNotifications)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as('told_id'),
            userId: sql<string>`${partnerships.partnerId}`.as('told_user'),
            kind: sql<string>`'player_checked_in'`.as('told_kind'),
            day: sql<string>`${target.today}`.as('told_day'),
            challengeId: sql<string>`${target.challengeId}`.as('told_challenge'),
            actorId: sql<string>`${stepped.userId}`.as('told_actor'),
            points: sql<number | null>`null::int`.as('told_points'),
            note: sql<string | null>`null::text`.as('told_note'),
            createdAt: sql<Date>`now()`.as('told_at'),
            readAt: sql<Date | null>`null::timestamptz`.as('told_read'),
          })
          .from(stepped)
          .innerJoin(target, eq(target.userId, stepped.userId))
          .innerJoin(partnerships, and(eq(partnerships.playerId, stepped.userId), isNull(partnerships.endedAt)))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, partnerships.partnerId))
          .where(sql`not coalesce('player_checked_in' = any(${notificationSettings.partnerKindsOff}), false)`),
      )
      .onConflictDoNothing()
      .returning({ userId: inboxNotifications.userId }),
  );
  // The statement does not see its own insert: of a bell told n times (a partner may hold two
  // players of the batch) it keeps the newest INBOX_SIZE - n older rows, as `putInInboxes` does.
  const toldCounts = db.$with('told_counts').as(
    db
      .select({ userId: told.userId, toldCount: sql<number>`count(*)`.as('told_count') })
      .from(told)
      .groupBy(told.userId),
  );
  const trimmed = db.$with('trimmed').as(
    db
      .delete(inboxNotifications)
      .where(
        inArray(
          inboxNotifications.id,
          sql`(select ranked.id from (select id, user_id, row_number() over (partition by user_id order by created_at desc, id desc) as newest
            from ${inboxNotifications} where user_id in (select user_id from ${toldCounts})) ranked
            join ${toldCounts} on ${toldCounts.userId} = ranked.user_id
            where ranked.newest > ${sql.raw(String(INBOX_SIZE))} - ${toldCounts.toldCount})`,
        ),
      )
      .returning({ id: inboxNotifications.id }),
  );
  // Each player who checked in and each partner told, once (a partner may hear from two players of the batch).
  const changed = db
    .$with('changed', { userId: sql<string>`user_id` })
    .as(sql`select user_id from ${stepped} union select user_id from ${told}`);
  const otherDay = db
    .select({ found: sql<number>`1`.as('found') })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.challengeId, target.challengeId),
        eq(checkIns.metric, target.metric),
        sql`${checkIns.day} = case when ${target.day} = ${target.today} then ${target.today} - 1 else ${target.today} end`,
      ),
    )
    .limit(1)
    .as('other_day');
  return (
    db
      .with(
        attempt,
        target,
        recorded,
        stepped,
        recordedAs(db, stepped, 'check_in'),
        told,
        toldCounts,
        trimmed,
        changed,
        usersChangedBy(db, changed),
      )
      .select({
        n: target.n,
        timeZone: target.timeZone,
        startDate: target.startDate,
        endDate: target.endDate,
        gradingType: target.gradingType,
        today: target.today,
        day: target.day,
        metric: stepped.metric,
        name: stepped.name,
        unit: stepped.unit,
        currentValue: stepped.currentValue,
        lastUpdated: stepped.lastUpdated,
        // The statement does not see its own insert, so this is only ever about the other day
        // (yesterday for today's check-in, today for yesterday's).
        otherDayCheckedIn: sql<boolean>`${otherDay.found} is not null`,
      })
      .from(target)
      // A batch has at most one attempt per user, so a user's stepped metric is their attempt's.
      .leftJoin(stepped, eq(stepped.userId, target.userId))
      .leftJoinLateral(otherDay, sql`true`)
      .prepare('check_in')
  );
});

type CheckInRow = Awaited<ReturnType<ReturnType<typeof checkInBatchQuery>['execute']>>[number];

/** What one attempt found and did: see `checkInOnce`. */
function outcomeOf(attempt: CheckInAttempt, row: CheckInRow | undefined) {
  if (!row) return null;
  const { n: _number, timeZone, startDate, endDate, gradingType, today, day, otherDayCheckedIn, ...stepped } = row;
  const recorded =
    stepped.metric === null ? null : { row: { ...stepped, userId: attempt.userId } as MetricRow, otherDayCheckedIn };
  return { window: { timeZone, startDate, endDate }, gradingType, today, day, recorded };
}

/** Check-ins arriving together run as one statement (see `StatementBatches`), at most one per user. */
const checkInBatches = preparedOn(
  (db) =>
    new StatementBatches({
      name: 'check_ins',
      keyOf: (attempt: CheckInAttempt) => attempt.userId,
      async run(attempts) {
        const rows = await checkInBatchQuery(db).execute({
          attempts: JSON.stringify(
            attempts.map((each, n) => ({
              attempt_n: n,
              attempt_user: each.userId,
              attempt_metric: each.metric,
              attempt_day: each.day,
              attempt_now: each.now.toISOString(),
              attempt_key: each.idempotencyKey,
            })),
          ),
        });
        const byNumber = new Map(rows.map((row) => [row.n, row]));
        return attempts.map((each, n) => outcomeOf(each, byNumber.get(n)));
      },
    }),
);

/**
 * A check-in in one statement, run together with the other check-ins that arrive at the same
 * time, so one round trip and one commit for all of them: it reads the user's active challenge,
 * records the day and adds one to the metric only while the metric belongs to a CheckIn goal of
 * that challenge, the day passes the check-in day rule (the core's `checkInDayRefusal`, which
 * explains a refusal), the challenge has no check-in of the metric that day yet and no check-in
 * of the user carries the same idempotency key (the keys (challenge, metric, day) and (user,
 * key) make a concurrent second try insert nothing) and no check-in taken back carried it; the
 * new value is recorded as a check-in's change, the player's partner is told (once per challenge
 * and day), and
 * `user.changed` is published for the user and the partner (`usersChangedBy`).
 *
 * Returns null without an active challenge; otherwise the challenge's window, its grading of the
 * metric, today and the day tried, and `recorded` (the stepped metric and whether the other one
 * of today and yesterday has its check-in too), null when nothing was recorded.
 */
export function checkInOnce(db: Database, attempt: CheckInAttempt) {
  return checkInBatches(db).submit(attempt);
}

/** The check-in an idempotency key recorded, if any. */
export async function findCheckInByKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ metric: checkIns.metric, day: checkIns.day })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** Whether a check-in recorded with this key was taken back. */
export async function wasUndone(db: Executor, userId: string, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checkInUndos.id })
    .from(checkInUndos)
    .where(and(eq(checkInUndos.userId, userId), eq(checkInUndos.idempotencyKey, idempotencyKey)));
  return row !== undefined;
}

/** The challenge's check-ins on the given days, as metric and day. */
export async function findCheckIns(db: Executor, challengeId: string, days: string[]) {
  return db
    .select({ metric: checkIns.metric, day: checkIns.day })
    .from(checkIns)
    .where(and(eq(checkIns.challengeId, challengeId), inArray(checkIns.day, days)));
}
