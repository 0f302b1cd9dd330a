import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { checkIns, metrics } from '../../db/schema/index.js';

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

/** Creates the metric at 0 if the user has none yet; an existing value is kept. */
export async function ensureMetric(tx: Executor, row: { userId: string; metric: string; name: string; unit: string }) {
  await tx.insert(metrics).values(row).onConflictDoNothing();
}

export async function resetMetric(tx: Executor, userId: string, metric: string, lastUpdated: Date) {
  await tx
    .update(metrics)
    .set({ currentValue: 0, lastUpdated })
    .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)));
}

export async function setMetricValue(tx: Executor, userId: string, metric: string, value: number) {
  const [row] = await tx
    .update(metrics)
    .set({ currentValue: value, lastUpdated: new Date() })
    .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)))
    .returning();
  return row ?? null;
}

/** Adds delta in one statement, never below 0, so concurrent steps cannot lose an update. */
export async function stepMetricValue(tx: Executor, userId: string, metric: string, delta: number) {
  const [row] = await tx
    .update(metrics)
    .set({ currentValue: sql`greatest(0, ${metrics.currentValue} + ${delta})`, lastUpdated: new Date() })
    .where(and(eq(metrics.userId, userId), eq(metrics.metric, metric)))
    .returning();
  return row ?? null;
}

/** Records today's check-in; false when the metric was already checked in that day. */
export async function insertCheckIn(tx: Executor, userId: string, metric: string, day: string): Promise<boolean> {
  const inserted = await tx
    .insert(checkIns)
    .values({ userId, metric, day })
    .onConflictDoNothing()
    .returning({ metric: checkIns.metric });
  return inserted.length === 1;
}

export async function findCheckedInMetrics(db: Executor, userId: string, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ metric: checkIns.metric })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.day, day)));
  return new Set(rows.map((row) => row.metric));
}
