import { useQuery } from '@tanstack/react-query';
import { challengesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { activityKeys, metricHistoryKey } from '../../../lib/query-keys';

/** One of my metrics' latest values, for its chart. */
export function useMetricHistory(metric: string) {
  return useQuery({
    queryKey: metricHistoryKey(metric),
    queryFn: () => call(challengesApi.metricHistory, { params: { metric } }),
  });
}

/** A user's check-in calendar and streaks; a 404 means they keep it private. */
export function useActivity(userId: string) {
  return useQuery({
    queryKey: activityKeys.of(userId),
    queryFn: () => call(challengesApi.activity, { params: { userId } }),
    retry: false,
  });
}
