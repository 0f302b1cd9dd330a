import { and, desc, eq, inArray, sql, type AnyColumn, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { challengeIsActive, challenges, checkIns, goals, metricChanges, metrics } from '../../db/schema/index.js';
import { versionBumpedFor } from '../profile/profile.repository.js';

export type MetricRow = typeof metrics.$inferSelect;

export async function findMetrics(db: Executor, userId: string): Promise<MetricRow[]> {
  return db.select().from(metrics).where(eq(metrics.userId, userId)).orderBy(metrics.metric);
}

export async function findMetric(db: Executor, userId: string, metric: string): Promise<MetricRow | null> {
  const [row] = await db
    .select()
    .from(metrics)
    .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)));
  return row ?? null;
}

/**
 * Every value a metric takes is kept in metric_changes, in order, for its chart: each write
 * below records the rows it wrote in the same statement. `written` is the CTE of the write
 * (returning the metric rows).
 */
function recordedAs(db: Executor, written: WithSubquery) {
  return db
    .$with('change_recorded', { seq: metricChanges.seq })
    .as(
      sql`insert into ${metricChanges} (user_id, metric, value) select user_id, metric, current_value from ${written} returning seq`,
    );
}

/** Creates the metric at 0 (its first value) if the user has none yet; an existing value is kept. */
export async function ensureMetric(tx: Executor, row: { userId: string; metric: string; name: string; unit: string }) {
  const created = tx.$with('created').as(tx.insert(metrics).values(row).onConflictDoNothing().returning());
  await tx.with(created, recordedAs(tx, created)).select({ metric: created.metric }).from(created);
}

/** Writes a metric's value and stamp, and records the value it took. */
async function writeMetric(
  db: Executor,
  userId: string,
  metric: string,
  values: { currentValue: number | SQL; lastUpdated: Date },
): Promise<MetricRow | null> {
  const written = db.$with('written').as(
    db
      .update(metrics)
      .set(values)
      .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)))
      .returning(),
  );
  const [row] = await db.with(written, recordedAs(db, written)).select().from(written);
  return row ?? null;
}

export async function resetMetric(tx: Executor, userId: string, metric: string, lastUpdated: Date) {
  await writeMetric(tx, userId, metric, { currentValue: 0, lastUpdated });
}

export async function setMetricValue(tx: Executor, userId: string, metric: string, value: number) {
  return writeMetric(tx, userId, metric, { currentValue: value, lastUpdated: new Date() });
}

/** Adds delta in one statement, never below 0, so concurrent steps cannot lose an update. */
export async function stepMetricValue(tx: Executor, userId: string, metric: string, delta: number) {
  return writeMetric(tx, userId, metric, {
    currentValue: sql`greatest(0, ${metrics.currentValue} + ${delta})`,
    lastUpdated: new Date(),
  });
}

/** A metric's latest values, oldest first. */
export async function findMetricChanges(db: Executor, userId: string, metric: string, limit: number) {
  const latest = await db
    .select({ at: metricChanges.createdAt, value: metricChanges.value })
    .from(metricChanges)
    .where(and(eq(metricChanges.userId, userId), eq(metricChanges.metric, metric)))
    .orderBy(desc(metricChanges.seq))
    .limit(limit);
  return latest.reverse();
}

/** The calendar day an instant falls on in a zone, as the core's `calendarDay` counts it. */
const dayIn = (instant: SQL, timeZone: SQL | AnyColumn) => sql<string>`(${instant} at time zone ${timeZone})::date`;

const checkInQuery = preparedOn((db) => {
  const userId = sql.placeholder('userId');
  const metric = sql.placeholder('metric');
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  // The user's active challenge, its goal on the metric (if any), today in its zone and the day
  // asked for (today unless the request names one). The two days have names no table has: an
  // aliased column is referred to by its bare name.
  const target = db.$with('target').as(
    db
      .select({
        challengeId: challenges.id,
        userId: challenges.userId,
        timeZone: challenges.timeZone,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        gradingType: goals.gradingType,
        today: dayIn(now, challenges.timeZone).as('challenge_today'),
        day: sql<string>`coalesce(${sql.placeholder('day')}::date, ${dayIn(now, challenges.timeZone)})`.as('checked_day'),
      })
      .from(challenges)
      .leftJoin(goals, and(eq(goals.challengeId, challenges.id), eq(goals.metric, metric)))
      .where(and(eq(challenges.userId, userId), challengeIsActive))
      .limit(1),
  );
  const recorded = db.$with('recorded').as(
    db
      .insert(checkIns)
      .select(
        db
          .select({
            userId: target.userId,
            challengeId: target.challengeId,
            metric: sql<string>`${metric}::text`.as('metric'),
            day: target.day,
            createdAt: sql<Date>`now()`.as('created_at'),
            idempotencyKey: sql<string | null>`${sql.placeholder('idempotencyKey')}::uuid`.as('idempotency_key'),
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
              sql`exists (select 1 from ${metrics} where ${metrics.userId} = ${userId} and ${metrics.metric} = ${metric})`,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ challengeId: checkIns.challengeId }),
  );
  const stepped = db.$with('stepped').as(
    db
      .update(metrics)
      .set({ currentValue: sql`${metrics.currentValue} + 1`, lastUpdated: sql`now()` })
      .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric), sql`exists (select 1 from ${recorded})`))
      .returning(),
  );
  return db
    .with(target, recorded, stepped, recordedAs(db, stepped), versionBumpedFor(db, stepped))
    .select({
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
      otherDayCheckedIn: sql<boolean>`exists (
        select 1 from ${checkIns} as done
        where done.challenge_id = ${target.challengeId} and done.metric = ${metric}
          and done.day = case when ${target.day} = ${target.today} then ${target.today} - 1 else ${target.today} end
      )`,
    })
    .from(target)
    .leftJoin(stepped, sql`true`)
    .prepare('check_in');
});

/**
 * A check-in in one statement, so one round trip and one commit: it reads the user's active
 * challenge, records the day and adds one to the metric only while the metric belongs to a
 * CheckIn goal of that challenge, the day passes the check-in day rule (the core's
 * `checkInDayRefusal`, which explains a refusal), the challenge has no check-in of the metric
 * that day yet and no check-in of the user carries the same idempotency key (the keys
 * (challenge, metric, day) and (user, key) make a concurrent second try insert nothing); the
 * new value is recorded as a change, and the user's profile version is bumped (its NOTIFY
 * follows, see `versionBumpedFor`). `day` null means today in the challenge's zone.
 *
 * Returns null without an active challenge; otherwise the challenge's window, its grading of the
 * metric, today and the day tried, and `recorded` (the stepped metric and whether the other one
 * of today and yesterday has its check-in too), null when nothing was recorded.
 */
export async function checkInOnce(
  db: Database,
  attempt: { userId: string; metric: string; day: string | null; now: Date; idempotencyKey: string | null },
) {
  const [row] = await checkInQuery(db).execute({ ...attempt, now: attempt.now.toISOString() });
  if (!row) return null;
  const { timeZone, startDate, endDate, gradingType, today, day, otherDayCheckedIn, ...stepped } = row;
  const recorded =
    stepped.metric === null ? null : { row: { ...stepped, userId: attempt.userId } as MetricRow, otherDayCheckedIn };
  return { window: { timeZone, startDate, endDate }, gradingType, today, day, recorded };
}

/** The check-in an idempotency key recorded, if any. */
export async function findCheckInByKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ metric: checkIns.metric, day: checkIns.day })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The challenge's check-ins on the given days, as metric and day. */
export async function findCheckIns(db: Executor, challengeId: string, days: string[]) {
  return db
    .select({ metric: checkIns.metric, day: checkIns.day })
    .from(checkIns)
    .where(and(eq(checkIns.challengeId, challengeId), inArray(checkIns.day, days)));
}
