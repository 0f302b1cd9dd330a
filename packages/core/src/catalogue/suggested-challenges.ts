import type { GoalCategory, GradingType } from './categories.js';

export interface SuggestedGoalDefinition {
  title: string;
  category: GoalCategory;
  metric: string;
  gradingType: GradingType;
  /** null: one above the user's current value of the metric, so that it asks for growth. */
  goalValue: number | null;
  /** Fixed points for the goal as suggested; without them the points formula decides. */
  points?: { rewardPoints: number; punishmentPoints: number };
}

export interface SuggestedChallengeDefinition {
  key: string;
  title: string;
  description: string;
  goals: SuggestedGoalDefinition[];
}

const workout: SuggestedGoalDefinition = {
  title: 'Workout',
  category: 'Exercise',
  metric: 'work-out-days',
  gradingType: 'CheckIn',
  goalValue: 5,
  points: { rewardPoints: 5, punishmentPoints: 5 },
};

/**
 * The three suggested challenges; they and copies run 7 days. A goal started as suggested pays
 * its fixed points (`suggestedGoalPoints`); a changed one is priced by the formula.
 */
export const SUGGESTED_CHALLENGES: readonly SuggestedChallengeDefinition[] = [
  {
    key: 'regular-himbo-training',
    title: 'Regular Himbo Training',
    description: 'Five workouts this week and no release.',
    goals: [
      workout,
      {
        title: 'Hold your testosterone',
        category: 'Chastity',
        metric: 'cum-days',
        gradingType: 'AutomaticLower',
        goalValue: 0,
        points: { rewardPoints: 7, punishmentPoints: 10 },
      },
    ],
  },
  {
    key: 'bull-training',
    title: 'Bull Training',
    description: 'Train, grow and empty the tank.',
    goals: [
      workout,
      {
        title: 'Milk your balls',
        category: 'Chastity',
        metric: 'cum-days',
        gradingType: 'AutomaticHigher',
        goalValue: 4,
        points: { rewardPoints: 4, punishmentPoints: 4 },
      },
      {
        title: 'Grow Muscle',
        category: 'Exercise',
        metric: 'muscle',
        gradingType: 'AutomaticHigher',
        goalValue: null,
        points: { rewardPoints: 10, punishmentPoints: 12 },
      },
    ],
  },
  {
    key: 'jock-training',
    title: 'Jock Training',
    description: 'Locked all week, training and running.',
    goals: [
      {
        title: 'Stay locked',
        category: 'Chastity',
        metric: 'cage-days',
        gradingType: 'CheckIn',
        goalValue: 7,
        points: { rewardPoints: 7, punishmentPoints: 10 },
      },
      workout,
      {
        title: 'Run!',
        category: 'Exercise',
        metric: 'distance-run',
        gradingType: 'AutomaticHigher',
        goalValue: 20,
        points: { rewardPoints: 7, punishmentPoints: 10 },
      },
    ],
  },
];

export const SUGGESTED_DURATION_DAYS = 7;

/** Harder challenges for users with the premium_content flag (silver and up). */
export const PREMIUM_SUGGESTED_CHALLENGES: readonly SuggestedChallengeDefinition[] = [
  {
    key: 'iron-week',
    title: 'Iron Week',
    description: 'Train every day, run far and stay locked the whole week.',
    goals: [
      { title: 'Workout', category: 'Exercise', metric: 'work-out-days', gradingType: 'CheckIn', goalValue: 7 },
      { title: 'Stay locked', category: 'Chastity', metric: 'cage-days', gradingType: 'CheckIn', goalValue: 7 },
      { title: 'Run 35 km', category: 'Exercise', metric: 'distance-run', gradingType: 'AutomaticHigher', goalValue: 35 },
    ],
  },
  {
    key: 'monk-mode',
    title: 'Monk Mode',
    description: 'No release, daily meditation and a spotless home.',
    goals: [
      { title: 'No release', category: 'Chastity', metric: 'cum-days', gradingType: 'AutomaticLower', goalValue: 0 },
      { title: 'Meditate daily', category: 'Other', metric: 'meditation-days', gradingType: 'CheckIn', goalValue: 7 },
      { title: 'Tidy every day', category: 'House', metric: 'clean-days', gradingType: 'CheckIn', goalValue: 7 },
    ],
  },
  {
    key: 'century-club',
    title: 'Century Club',
    description: 'Seven hundred push-ups, early mornings and the dress code all week.',
    goals: [
      { title: '700 push-ups', category: 'Exercise', metric: 'push-ups', gradingType: 'AutomaticHigher', goalValue: 700 },
      { title: 'Up before 7', category: 'Other', metric: 'early-rise-days', gradingType: 'CheckIn', goalValue: 7 },
      { title: 'Dress code', category: 'Clothing', metric: 'dress-code-days', gradingType: 'CheckIn', goalValue: 7 },
    ],
  },
];
