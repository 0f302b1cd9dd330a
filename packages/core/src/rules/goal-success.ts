import type { GradingType } from '../catalog/categories.js';

export const MANUAL_COMPLETED = 100;
export const MANUAL_NOT_COMPLETED = 0;

/** Manual goals count as completed at 50 or above. */
export function isManualCompleted(value: number | null | undefined): boolean {
  return value != null && value >= 50;
}

/** The goal success rules of spec section 4. */
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
