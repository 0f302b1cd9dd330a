import type { GradingType } from '../catalogue/categories.js';

export const MANUAL_COMPLETED = 100;
export const MANUAL_NOT_COMPLETED = 0;

/** Manual goals count as completed at 50 or above. */
export function isManualCompleted(value: number | null | undefined): boolean {
  return value != null && value >= 50;
}

/**
 * Whether a goal passed: higher-is-better, check-in, routine and external goals at or above the
 * goal value, lower-is-better at or below it, a manual goal at 50 or more.
 */
export function goalSucceeded(gradingType: GradingType, currentValue: number | null, goalValue: number): boolean {
  switch (gradingType) {
    case 'Manual':
      return isManualCompleted(currentValue);
    case 'AutomaticLower':
      return (currentValue ?? 0) <= goalValue;
    case 'AutomaticHigher':
    case 'CheckIn':
    case 'None':
    case 'External':
      return (currentValue ?? 0) >= goalValue;
  }
}

/** The least value at which a goal passes (for a limit, the limit itself; for a manual goal, completed). */
export function passingValue(gradingType: GradingType, goalValue: number): number {
  return gradingType === 'Manual' ? MANUAL_COMPLETED : goalValue;
}
