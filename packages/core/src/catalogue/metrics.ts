import type { Category } from './categories.js';

export interface MetricDefinition {
  metric: string;
  name: string;
  unit: string;
  category: Category;
}

/**
 * The fixed metric catalogue: the eight known metrics (work-out-days, cum-days, muscle, cage-days, distance-run and three ext- ones) plus enough per category that each offers
 * at least three. Routine metrics (`rout-…`) come from the user's routines and punishment metrics
 * (`pun-…`) from the punishment-goal catalogue.
 */
export const METRIC_CATALOGUE: readonly MetricDefinition[] = [
  { metric: 'cage-days', name: 'Days locked', unit: 'days', category: 'Chastity' },
  { metric: 'cum-days', name: 'Days with release', unit: 'days', category: 'Chastity' },
  { metric: 'edge-sessions', name: 'Edging sessions', unit: 'sessions', category: 'Chastity' },
  { metric: 'work-out-days', name: 'Workout days', unit: 'days', category: 'Exercise' },
  { metric: 'muscle', name: 'Arm circumference', unit: 'cm', category: 'Exercise' },
  { metric: 'distance-run', name: 'Distance run', unit: 'km', category: 'Exercise' },
  { metric: 'push-ups', name: 'Push-ups', unit: 'reps', category: 'Exercise' },
  { metric: 'clean-days', name: 'Days the home was tidied', unit: 'days', category: 'House' },
  { metric: 'dishes-done', name: 'Dishes done', unit: 'times', category: 'House' },
  { metric: 'laundry-loads', name: 'Laundry loads', unit: 'loads', category: 'House' },
  { metric: 'dress-code-days', name: 'Days in the dress code', unit: 'days', category: 'Clothing' },
  { metric: 'uniform-hours', name: 'Hours in uniform', unit: 'hours', category: 'Clothing' },
  { metric: 'outfit-photos', name: 'Outfit photos shared', unit: 'photos', category: 'Clothing' },
  { metric: 'reading-pages', name: 'Pages read', unit: 'pages', category: 'Other' },
  { metric: 'meditation-days', name: 'Days with meditation', unit: 'days', category: 'Other' },
  { metric: 'early-rise-days', name: 'Days up before 7', unit: 'days', category: 'Other' },
  { metric: 'ext-watch-video', name: 'Video watched', unit: 'minutes', category: 'External' },
  { metric: 'ext-exercise', name: 'Exercise tracked', unit: 'minutes', category: 'External' },
  { metric: 'ext-reading', name: 'Reading tracked', unit: 'minutes', category: 'External' },
];

export const ROUTINE_METRIC_PREFIX = 'rout-';
export const PUNISHMENT_METRIC_PREFIX = 'pun-';
export const EXTERNAL_METRIC_PREFIX = 'ext-';

export function findCatalogueMetric(metric: string): MetricDefinition | undefined {
  return METRIC_CATALOGUE.find((entry) => entry.metric === metric);
}

export function metricsOfCategory(category: Category): MetricDefinition[] {
  return METRIC_CATALOGUE.filter((entry) => entry.category === category);
}

/** Units of external progress messages. */
export function externalUnit(metric: string): string {
  return ['ext-watch-video', 'ext-exercise', 'ext-reading'].includes(metric) ? 'minutes' : 'units';
}

/** Name and unit of any goal metric; punishment and routine metrics are named by their source. */
export function describeMetric(metric: string, sourceName?: string): { name: string; unit: string } {
  const known = findCatalogueMetric(metric);
  if (known) return { name: known.name, unit: known.unit };
  if (metric.startsWith(PUNISHMENT_METRIC_PREFIX)) return { name: sourceName ?? metric, unit: 'times' };
  if (metric.startsWith(ROUTINE_METRIC_PREFIX)) return { name: sourceName ?? 'Routine', unit: 'sessions' };
  return { name: metric, unit: 'units' };
}
