import { ROUTINE_METRIC_PREFIX } from '@gauntlet/core';

/** /training?routine={id} for a routine metric `rout-{id}`. */
export function trainingLink(metric: string): string {
  return `/training?routine=${encodeURIComponent(metric.slice(ROUTINE_METRIC_PREFIX.length))}`;
}
