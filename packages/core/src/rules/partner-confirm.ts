import type { UnconfirmedRule } from '../contracts/challenges.js';

/**
 * The value a goal is judged at when its partner confirms the check-ins. A check-in adds one to
 * its metric when it is made and a rejection takes it back, so the metric holds the confirmed and
 * the pending ones; the pending ones count only when the player chose to count what is still
 * unconfirmed at the end. The finish judges by it and the dashboard shows it, so the two agree.
 */
export function confirmedValue(currentValue: number, pending: number, rule: UnconfirmedRule | null): number {
  return rule === 'dont_count' ? Math.max(0, currentValue - pending) : currentValue;
}

/** How many of the check-ins are still waiting for the partner, by metric. */
export function pendingByMetric(checkIns: readonly { metric: string; state: string }[]): Map<string, number> {
  const pending = new Map<string, number>();
  for (const { metric, state } of checkIns) {
    if (state === 'pending') pending.set(metric, (pending.get(metric) ?? 0) + 1);
  }
  return pending;
}
