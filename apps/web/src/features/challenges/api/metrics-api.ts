import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MetricState, challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { applyMetricState } from './metric-cache';
import { metricsQueryKey } from '../../../lib/query-keys';

export function useMetrics() {
  return useQuery({ queryKey: metricsQueryKey, queryFn: () => call(challengesApi.metrics) });
}

/** One write per metric row; the returned state lands in every cache that shows the metric. */
function useMetricWrite<V>(write: (variables: V) => Promise<MetricState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (state) => applyMetricState(queryClient, state),
  });
}

export function useStepMetric() {
  return useMetricWrite(({ metric, delta }: { metric: string; delta: number }) =>
    call(challengesApi.stepMetric, { params: { metric }, body: { delta } }),
  );
}

export function useSetMetric() {
  return useMetricWrite(({ metric, value }: { metric: string; value: number }) =>
    call(challengesApi.setMetric, { params: { metric }, body: { value } }),
  );
}

/** Takes back the metric's latest step of today. */
export function useUndoStep() {
  return useMetricWrite((metric: string) => call(challengesApi.undoChange, { params: { metric } }));
}
