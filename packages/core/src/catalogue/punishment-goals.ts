import type { GradingType } from './categories.js';

export interface PunishmentGoalDefinition {
  /** Also the goal's metric. */
  metric: `pun-${string}`;
  title: string;
  description: string;
  goalValue: 1 | 3 | 4 | 7;
  gradingType: Extract<GradingType, 'CheckIn' | 'Manual'>;
  punishmentPoints: number;
  rewardPoints: 0;
}

type Row = [slug: string, title: string, description: string, goalValue: 1 | 3 | 4 | 7, grading: 'CheckIn' | 'Manual'];

/** Our own catalogue: punishment points are about twice the goal value. */
const ROWS: Row[] = [
  ['cold-shower', 'Cold showers', 'End the day with a two-minute cold shower.', 3, 'CheckIn'],
  ['extra-plank', 'Daily plank', 'Hold a plank for two minutes every day.', 7, 'CheckIn'],
  ['lines', 'Write lines', 'Write "I finish what I start" fifty times by hand.', 1, 'Manual'],
  ['no-sugar', 'No sugar', 'No sweets or sugary drinks for the whole day.', 3, 'CheckIn'],
  ['early-bed', 'Early to bed', 'Lights out before 22:30.', 4, 'CheckIn'],
  ['scrub-bathroom', 'Scrub the bathroom', 'Clean the bathroom top to bottom.', 1, 'Manual'],
  ['wall-sit', 'Wall sits', 'Three wall sits of one minute each.', 4, 'CheckIn'],
  ['no-phone-bed', 'No phone in bed', 'Leave the phone outside the bedroom at night.', 7, 'CheckIn'],
  ['burpees', 'Burpees', 'Fifty burpees, in as many sets as you need.', 3, 'CheckIn'],
  ['journal', 'Reflection journal', 'Write one page on why the goal was missed.', 1, 'Manual'],
  ['squats', 'Squats', 'One hundred bodyweight squats.', 4, 'CheckIn'],
  ['no-streaming', 'No streaming', 'No series or videos for the whole day.', 3, 'CheckIn'],
  ['wash-car', 'Wash the car', 'Wash the car or bike by hand.', 1, 'Manual'],
  ['stairs', 'Take the stairs', 'Stairs only, no lifts, all day.', 7, 'CheckIn'],
  ['push-up-set', 'Push-up sets', 'Five sets of fifteen push-ups.', 4, 'CheckIn'],
  ['declutter', 'Declutter', 'Clear out one drawer or shelf completely.', 1, 'Manual'],
  ['no-coffee', 'No coffee', 'A day without coffee.', 3, 'CheckIn'],
  ['kneel-reflect', 'Quiet reflection', 'Ten minutes of silent reflection, kneeling.', 4, 'CheckIn'],
  ['meal-prep', 'Meal prep', 'Cook the next three days of lunches.', 1, 'Manual'],
  ['walk-10k', 'Ten thousand steps', 'Walk at least ten thousand steps.', 7, 'CheckIn'],
  ['no-social', 'No social media', 'Stay off social media for the day.', 3, 'CheckIn'],
  ['iron-clothes', 'Ironing', "Iron the whole week's clothes.", 1, 'Manual'],
  ['lunges', 'Lunges', 'Sixty walking lunges.', 4, 'CheckIn'],
  ['cold-water-only', 'Water only', 'Drink nothing but water for the day.', 7, 'CheckIn'],
  ['apology-letter', 'Letter to yourself', 'Write a letter promising to do better next time.', 1, 'Manual'],
  ['jump-rope', 'Jump rope', 'Five hundred skips with a rope.', 3, 'CheckIn'],
  ['clean-fridge', 'Clean the fridge', 'Empty, wipe and restock the fridge.', 1, 'Manual'],
  ['no-snacks', 'No snacks', 'Three meals and nothing in between.', 4, 'CheckIn'],
  ['run-5k', 'Run five kilometres', 'Run 5 km at any pace.', 3, 'CheckIn'],
  ['make-bed', 'Make the bed', 'Make the bed properly every morning.', 7, 'CheckIn'],
  ['garden', 'Garden work', 'An hour of weeding or yard work.', 1, 'Manual'],
  ['stretch', 'Stretching', 'Fifteen minutes of stretching.', 7, 'CheckIn'],
];

export const PUNISHMENT_GOALS: readonly PunishmentGoalDefinition[] = ROWS.map(
  ([slug, title, description, goalValue, gradingType]) => ({
    metric: `pun-${slug}`,
    title,
    description,
    goalValue,
    gradingType,
    punishmentPoints: goalValue * 2,
    rewardPoints: 0,
  }),
);

export function findPunishmentGoal(metric: string): PunishmentGoalDefinition | undefined {
  return PUNISHMENT_GOALS.find((goal) => goal.metric === metric);
}

/** What a punishment goal works off: half its punishment points, rounded up. */
export function punishmentGoalCost(punishmentPoints: number): number {
  return Math.ceil(punishmentPoints / 2);
}

/** On a challenge a punishment goal pays 1 reward point when passed. */
export const PUNISHMENT_GOAL_REWARD = 1;
