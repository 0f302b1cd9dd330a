/** Metric categories, their default multipliers and the grading each allows. */

export const CATEGORIES = ['Chastity', 'Exercise', 'House', 'Clothing', 'Other', 'External', 'Routines', 'Punishment'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Categories of ordinary goals; punishment goals come only from the punishment catalogue. */
export type GoalCategory = Exclude<Category, 'Punishment'>;

export const GRADING_TYPES = ['CheckIn', 'AutomaticHigher', 'AutomaticLower', 'Manual', 'External', 'None'] as const;
export type GradingType = (typeof GRADING_TYPES)[number];

const GENERAL_GRADING: GradingType[] = ['CheckIn', 'AutomaticHigher', 'AutomaticLower', 'Manual'];

export function allowedGradings(category: Category): GradingType[] {
  if (category === 'Routines') return ['None'];
  if (category === 'External') return ['External'];
  if (category === 'Punishment') return ['CheckIn', 'Manual'];
  return GENERAL_GRADING;
}

/** Categories offered on an ordinary goal card; Punishment shows only on punishment goals. */
export const GOAL_CARD_CATEGORIES = CATEGORIES.filter((category): category is GoalCategory => category !== 'Punishment');
