import { t } from '@lingui/core/macro';
import type { Challenge, CheckInConfirmation } from '@gauntlet/core';
import { formatDate } from '../../../lib/date-format';
import { goalTitleText } from './catalogue/goal-titles';

/**
 * How both sides name what the partner confirms: a check-in by its goal and day, a manual goal's
 * "Completed" by its goal and the day the player claimed it.
 */
export function confirmationLabel(challenge: Challenge, { kind, metric, day: date }: CheckInConfirmation): string {
  const found = challenge.goals.find((each) => each.metric === metric);
  const goal = found ? goalTitleText(found.title) : metric;
  const day = formatDate(date);
  return kind === 'manual_grade' ? t`${goal} completed, ${day}` : t`${goal}, ${day}`;
}
