import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GradingType } from '@gauntlet/core';

const GRADING_LABELS: Record<GradingType, MessageDescriptor> = {
  CheckIn: msg`Check-in (daily)`,
  AutomaticHigher: msg`Higher is better`,
  AutomaticLower: msg`Lower is better`,
  Manual: msg`Manual (decided at the end)`,
  External: msg`External validation`,
  None: msg`Routine completion`,
};

/** How a goal is graded, in the reader's language (the goal card's choice, a punishment offer's). */
export function gradingLabel(grading: GradingType): string {
  return i18n._(GRADING_LABELS[grading]);
}
