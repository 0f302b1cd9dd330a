import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MetricState } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { applyMetricState } from './metric-cache';
import { metricsQueryKey } from '../../../lib/query-keys';

const metricPath = (metric: string) => `/api/metrics/${encodeURIComponent(metric)}`;

export function useMetrics() {
  return useQuery({ queryKey: metricsQueryKey, queryFn: () => api<MetricState[]>('/api/metrics') });
}

/** One write per metric row; the returned state lands in every cache that shows the metric. */
function useMetricWrite<V>(write: (variables: V) => Promise<MetricState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (state) => applyMetricState(queryClient, state),
  });
}

export function useCheckIn() {
  return useMetricWrite((metric: string) => api<MetricState>(`${metricPath(metric)}/check-in`, 'POST'));
}

export function useStepMetric() {
  return useMetricWrite(({ metric, delta }: { metric: string; delta: 1 | -1 }) =>
    api<MetricState>(`${metricPath(metric)}/step`, 'POST', { delta }),
  );
}

export function useSetMetric() {
  return useMetricWrite(({ metric, value }: { metric: string; value: number }) =>
    api<MetricState>(metricPath(metric), 'PUT', { value }),
  );
}

export function useManualGrade() {
  return useMetricWrite(({ metric, completed }: { metric: string; completed: boolean }) =>
    api<MetricState>(`${metricPath(metric)}/manual`, 'POST', { completed }),
  );
}
