import { confirmedValue, pendingByMetric, type Dashboard, type MetricState } from '@gauntlet/core';

/**
 * The metrics as the end of the challenge will judge them: in a "partner confirms" challenge
 * whose player chose not to count what is still unconfirmed, without the pending check-ins and
 * with a manual goal whose "Completed" waits as not completed, so the progress and the projection
 * say what the finish will decide.
 */
export function confirmedMetrics({ activeChallenge, metrics, confirmations }: Dashboard): MetricState[] {
  const rule = activeChallenge?.partnerConfirms ?? null;
  if (rule === null) return metrics;
  const pending = pendingByMetric(confirmations);
  return metrics.map((metric) => ({
    ...metric,
    currentValue: confirmedValue(metric.gradingType, metric.currentValue, pending.get(metric.metric) ?? 0, rule),
  }));
}
