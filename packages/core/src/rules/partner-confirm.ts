import type { GradingType } from '../catalogue/categories.js';
import type { UnconfirmedRule } from '../contracts/challenges.js';
import { MANUAL_NOT_COMPLETED } from './goal-success.js';

/**
 * The value a goal is judged at when its partner confirms the check-ins and manual grades. A
 * check-in adds one to its metric when it is made and a rejection takes it back, so the metric
 * holds the confirmed and the pending ones; a manual goal's switch holds the player's claim, and
 * a rejection turns it back off. What is still pending counts only when the player chose to
 * count what is unconfirmed at the end: otherwise the pending check-ins are left out, and a
 * manual goal whose "Completed" waits is not completed. The finish judges by it and the
 * dashboard shows it, so the two agree.
 */
export function confirmedValue(
  gradingType: GradingType | null,
  currentValue: number,
  pending: number,
  rule: UnconfirmedRule | null,
): number {
  if (rule !== 'dont_count' || pending === 0) return currentValue;
  if (gradingType === 'Manual') return MANUAL_NOT_COMPLETED;
  return Math.max(0, currentValue - pending);
}

/** How many of the check-ins (or manual grades: one at most) are still waiting for the partner, by metric. */
export function pendingByMetric(confirmations: readonly { metric: string; state: string }[]): Map<string, number> {
  const pending = new Map<string, number>();
  for (const { metric, state } of confirmations) {
    if (state === 'pending') pending.set(metric, (pending.get(metric) ?? 0) + 1);
  }
  return pending;
}
