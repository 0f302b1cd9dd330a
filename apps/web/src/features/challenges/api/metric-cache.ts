import type { QueryClient } from '@tanstack/react-query';
import type { Dashboard, MetricState } from '@gauntlet/core';
import { activityKeys, challengeKeys, metricHistoryKey, metricsQueryKey } from '../../../lib/query-keys';

/**
 * Puts a metric returned by a write into both the dashboard and the metrics screen caches, and
 * has its chart and the check-in calendars read again (and the dashboard, when the partner
 * confirms its check-ins and manual goals).
 */
export function applyMetricState(queryClient: QueryClient, state: MetricState): void {
  const replace = (list: MetricState[]) => {
    const found = list.some((entry) => entry.metric === state.metric);
    return found ? list.map((entry) => (entry.metric === state.metric ? state : entry)) : [...list, state];
  };
  queryClient.setQueryData<Dashboard>(challengeKeys.dashboard, (current) =>
    current ? { ...current, metrics: replace(current.metrics) } : current,
  );
  queryClient.setQueryData<MetricState[]>(metricsQueryKey, (current) => (current ? replace(current) : current));
  void queryClient.invalidateQueries({ queryKey: metricHistoryKey(state.metric) });
  void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  // A check-in, a switch turn or an undo of a challenge its partner confirms changes the list of confirmations too.
  if (queryClient.getQueryData<Dashboard>(challengeKeys.dashboard)?.activeChallenge?.partnerConfirms) {
    void queryClient.invalidateQueries({ queryKey: challengeKeys.dashboard });
  }
}
