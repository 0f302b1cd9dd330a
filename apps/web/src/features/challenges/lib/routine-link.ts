import { ROUTINE_METRIC_PREFIX } from '@gauntlet/core';
import { trainingPath } from '../../../lib/paths';

/** The training screen on the routine of a routine metric `rout-{id}`. */
export function trainingLink(metric: string): string {
  return trainingPath(metric.slice(ROUTINE_METRIC_PREFIX.length));
}
