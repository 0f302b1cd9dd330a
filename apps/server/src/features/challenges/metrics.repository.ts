import { and, desc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { preparedOn } from '../../db/prepared.js';
import { challenges, checkIns, goals, metricChanges, metrics } from '../../db/schema/index.js';
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

const checkInQuery = preparedOn((db) => {
  const userId = sql.placeholder('userId');
  const metric = sql.placeholder('metric');
  const recorded = db.$with('recorded').as(
    db
      .insert(checkIns)
      .select(
        db
          .select({
            userId: challenges.userId,
            challengeId: challenges.id,
            metric: goals.metric,
            day: sql<string>`${sql.placeholder('day')}::date`.as('day'),
            createdAt: sql<Date>`now()`.as('created_at'),
            idempotencyKey: sql<string | null>`${sql.placeholder('idempotencyKey')}::uuid`.as('idempotency_key'),
          })
          .from(goals)
          .innerJoin(challenges, eq(challenges.id, goals.challengeId))
          .where(
            and(
              eq(challenges.userId, userId),
              eq(challenges.status, 'active'),
              eq(goals.metric, metric),
              eq(goals.gradingType, 'CheckIn'),
              sql`exists (select 1 from ${metrics} where ${metrics.userId} = ${userId} and ${metrics.metric} = ${metric})`,
            ),
          )
          .limit(1),
      )
      .onConflictDoNothing()
      .returning({ metric: checkIns.metric, challengeId: checkIns.challengeId }),
  );
  const stepped = db.$with('stepped').as(
    db
      .update(metrics)
      .set({ currentValue: sql`${metrics.currentValue} + 1`, lastUpdated: sql`now()` })
      .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric), sql`exists (select 1 from ${recorded})`))
      .returning(),
  );
  return db
    .with(recorded, stepped, recordedAs(db, stepped), versionBumpedFor(db, stepped))
    .select({
      userId: stepped.userId,
      metric: stepped.metric,
      name: stepped.name,
      unit: stepped.unit,
      currentValue: stepped.currentValue,
      lastUpdated: stepped.lastUpdated,
      // The statement does not see its own insert, so this is only ever about the other day.
      otherDayCheckedIn: sql<boolean>`exists (
        select 1 from ${checkIns} as done
        where done.challenge_id = (select r.challenge_id from ${recorded} as r)
          and done.metric = ${metric} and done.day = ${sql.placeholder('otherDay')}::date
      )`,
    })
    .from(stepped)
    .prepare('check_in');
});

/** The active challenge and the grading of its goal on the metric (null without one), for a check-in. */
const checkInTargetQuery = preparedOn((db) =>
  db
    .select({ challenge: challenges, gradingType: goals.gradingType })
    .from(challenges)
    .leftJoin(goals, and(eq(goals.challengeId, challenges.id), eq(goals.metric, sql.placeholder('metric'))))
    .where(and(eq(challenges.userId, sql.placeholder('userId')), eq(challenges.status, 'active')))
    .limit(1)
    .prepare('check_in_target'),
);

export async function findCheckInTarget(db: Database, userId: string, metric: string) {
  const [row] = await checkInTargetQuery(db).execute({ userId, metric });
  return row ?? null;
}

/**
 * A check-in in one statement: it records the day and adds one to the metric only while the
 * metric belongs to a CheckIn goal of the user's active challenge, the challenge has no check-in
 * of the metric that day yet, and no check-in of the user carries the same idempotency key (the
 * keys (challenge, metric, day) and (user, key) make a concurrent second try insert nothing);
 * the new value is recorded as a change. Whether the day may be checked in is decided before
 * (`checkInDayRefusal`). A recorded check-in bumps the user's profile version in the same
 * statement (its NOTIFY follows, see `versionBumpedFor`). Returns the stepped metric and whether `otherDay` (today or
 * yesterday, whichever `day` is not) has its check-in too, or null when nothing was recorded.
 */
export async function checkInOnce(
  db: Database,
  attempt: { userId: string; metric: string; day: string; otherDay: string; idempotencyKey: string | null },
) {
  const [row] = await checkInQuery(db).execute(attempt);
  return row ?? null;
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
