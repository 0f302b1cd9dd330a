import { and, desc, eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { MAX_METRIC_VALUE } from '@gauntlet/core';
import type { Executor } from '../../db/database.js';
import { metricChanges, metrics, type MetricChangeCause } from '../../db/schema/index.js';

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
 * here, and the check-in's, records the rows it wrote in the same statement, with the tap that
 * made them (null when none did). `written` is the CTE of the write (returning the metric rows).
 */
export function recordedAs(db: Executor, written: WithSubquery, cause: MetricChangeCause | null = null) {
  return db.$with('change_recorded', { seq: metricChanges.seq }).as(
    sql`insert into ${metricChanges} (user_id, metric, value, cause)
        select user_id, metric, current_value, ${cause}::text from ${written} returning seq`,
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
  cause: MetricChangeCause | null,
): Promise<MetricRow | null> {
  const written = db.$with('written').as(
    db
      .update(metrics)
      .set(values)
      .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)))
      .returning(),
  );
  const [row] = await db
    .with(written, recordedAs(db, written, cause))
    .select()
    .from(written);
  return row ?? null;
}

export async function resetMetric(tx: Executor, userId: string, metric: string, lastUpdated: Date) {
  await writeMetric(tx, userId, metric, { currentValue: 0, lastUpdated }, null);
}

export async function setMetricValue(
  tx: Executor,
  userId: string,
  metric: string,
  value: number,
  cause: MetricChangeCause | null = null,
) {
  return writeMetric(tx, userId, metric, { currentValue: value, lastUpdated: new Date() }, cause);
}

/**
 * Adds delta in one statement, so concurrent steps cannot lose an update: never below 0 nor above
 * the largest metric value, and rounded to two decimals, so that typed amounts such as 5.3 and 2.1
 * add up to 7.4 rather than to a binary fraction beside it.
 */
export async function stepMetricValue(
  tx: Executor,
  userId: string,
  metric: string,
  delta: number,
  cause: MetricChangeCause | null = null,
) {
  const sum = sql`round((${metrics.currentValue} + ${delta})::numeric, 2)::double precision`;
  return writeMetric(
    tx,
    userId,
    metric,
    { currentValue: sql`least(${MAX_METRIC_VALUE}, greatest(0, ${sum}))`, lastUpdated: new Date() },
    cause,
  );
}

/** The metric's row, locked until the transaction ends, so no other write moves it meanwhile. */
export async function lockMetric(tx: Executor, userId: string, metric: string): Promise<MetricRow | null> {
  const [row] = await tx
    .select()
    .from(metrics)
    .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)))
    .for('update');
  return row ?? null;
}

/** A metric's latest recorded changes with their causes, newest first. */
export async function findLatestChanges(db: Executor, userId: string, metric: string, count: number) {
  return db
    .select({ at: metricChanges.createdAt, value: metricChanges.value, cause: metricChanges.cause })
    .from(metricChanges)
    .where(and(eq(metricChanges.userId, userId), eq(metricChanges.metric, metric)))
    .orderBy(desc(metricChanges.seq))
    .limit(count);
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
