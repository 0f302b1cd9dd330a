import type { Goal, MetricState } from '@gauntlet/core';
import { shownMetric } from './catalogue/metrics';

/** A goal's metric as the server reports it; one it has not reported yet still gets a row, starting at 0. */
export function metricFor(goal: Goal, metrics: MetricState[]): MetricState {
  return shownMetric(
    metrics.find((metric) => metric.metric === goal.metric) ?? {
      metric: goal.metric,
      name: goal.title,
      unit: '',
      currentValue: 0,
      lastUpdated: null,
      gradingType: goal.gradingType,
      checkedInToday: false,
      checkedInYesterday: false,
    },
  );
}
