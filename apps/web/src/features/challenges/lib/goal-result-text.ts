import { t } from '@lingui/core/macro';
import { isManualCompleted, type GradingType } from '@gauntlet/core';
import { formatNumber } from '../../../lib/format';
import { unitName } from './catalogue/metrics';

/**
 * A goal's value set against what it needed, as the finish judges it: '3 of 7 days' for a count,
 * '82 (at most 80 kg)' for a limit, so that a limit of 0 never reads as a score of '1/0'; a
 * manual goal says whether it was marked completed.
 */
export function goalResultText(gradingType: GradingType, currentValue: number, goalValue: number, unit = ''): string {
  if (gradingType === 'Manual') return isManualCompleted(currentValue) ? t`Completed` : t`Not Completed`;
  const value = formatNumber(currentValue);
  const goal = `${formatNumber(goalValue)}${unit ? ` ${unitName(unit, goalValue)}` : ''}`;
  switch (gradingType) {
    case 'AutomaticLower':
      return t`${value} (at most ${goal})`;
    case 'AutomaticHigher':
      return t`${value} (at least ${goal})`;
    default:
      return t`${value} of ${goal}`;
  }
}
