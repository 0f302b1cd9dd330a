import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translated } from '../../../../lib/catalogue-lookup';

/** The punishment goals' titles in the reader's language, by metric id (`pun-…`). */
export const PUNISHMENT_GOAL_TITLES: Record<string, MessageDescriptor> = {
  'pun-cold-shower': msg({ id: 'catalogue.punishment.cold-shower.title', message: 'Cold showers' }),
  'pun-extra-plank': msg({ id: 'catalogue.punishment.extra-plank.title', message: 'Daily plank' }),
  'pun-lines': msg({ id: 'catalogue.punishment.lines.title', message: 'Write lines' }),
  'pun-no-sugar': msg({ id: 'catalogue.punishment.no-sugar.title', message: 'No sugar' }),
  'pun-early-bed': msg({ id: 'catalogue.punishment.early-bed.title', message: 'Early to bed' }),
  'pun-scrub-bathroom': msg({ id: 'catalogue.punishment.scrub-bathroom.title', message: 'Scrub the bathroom' }),
  'pun-wall-sit': msg({ id: 'catalogue.punishment.wall-sit.title', message: 'Wall sits' }),
  'pun-no-phone-bed': msg({ id: 'catalogue.punishment.no-phone-bed.title', message: 'No phone in bed' }),
  'pun-burpees': msg({ id: 'catalogue.punishment.burpees.title', message: 'Burpees' }),
  'pun-journal': msg({ id: 'catalogue.punishment.journal.title', message: 'Reflection journal' }),
  'pun-squats': msg({ id: 'catalogue.punishment.squats.title', message: 'Squats' }),
  'pun-no-streaming': msg({ id: 'catalogue.punishment.no-streaming.title', message: 'No streaming' }),
  'pun-wash-car': msg({ id: 'catalogue.punishment.wash-car.title', message: 'Wash the car' }),
  'pun-stairs': msg({ id: 'catalogue.punishment.stairs.title', message: 'Take the stairs' }),
  'pun-push-up-set': msg({ id: 'catalogue.punishment.push-up-set.title', message: 'Push-up sets' }),
  'pun-declutter': msg({ id: 'catalogue.punishment.declutter.title', message: 'Declutter' }),
  'pun-no-coffee': msg({ id: 'catalogue.punishment.no-coffee.title', message: 'No coffee' }),
  'pun-kneel-reflect': msg({ id: 'catalogue.punishment.kneel-reflect.title', message: 'Quiet reflection' }),
  'pun-meal-prep': msg({ id: 'catalogue.punishment.meal-prep.title', message: 'Meal prep' }),
  'pun-walk-10k': msg({ id: 'catalogue.punishment.walk-10k.title', message: 'Ten thousand steps' }),
  'pun-no-social': msg({ id: 'catalogue.punishment.no-social.title', message: 'No social media' }),
  'pun-iron-clothes': msg({ id: 'catalogue.punishment.iron-clothes.title', message: 'Ironing' }),
  'pun-lunges': msg({ id: 'catalogue.punishment.lunges.title', message: 'Lunges' }),
  'pun-cold-water-only': msg({ id: 'catalogue.punishment.cold-water-only.title', message: 'Water only' }),
  'pun-apology-letter': msg({ id: 'catalogue.punishment.apology-letter.title', message: 'Letter to yourself' }),
  'pun-jump-rope': msg({ id: 'catalogue.punishment.jump-rope.title', message: 'Jump rope' }),
  'pun-clean-fridge': msg({ id: 'catalogue.punishment.clean-fridge.title', message: 'Clean the fridge' }),
  'pun-no-snacks': msg({ id: 'catalogue.punishment.no-snacks.title', message: 'No snacks' }),
  'pun-run-5k': msg({ id: 'catalogue.punishment.run-5k.title', message: 'Run five kilometres' }),
  'pun-make-bed': msg({ id: 'catalogue.punishment.make-bed.title', message: 'Make the bed' }),
  'pun-garden': msg({ id: 'catalogue.punishment.garden.title', message: 'Garden work' }),
  'pun-stretch': msg({ id: 'catalogue.punishment.stretch.title', message: 'Stretching' }),
};

/** What each punishment goal asks, in the reader's language, by metric id. */
export const PUNISHMENT_GOAL_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  'pun-cold-shower': msg({
    id: 'catalogue.punishment.cold-shower.description',
    message: 'End the day with a two-minute cold shower.',
  }),
  'pun-extra-plank': msg({
    id: 'catalogue.punishment.extra-plank.description',
    message: 'Hold a plank for two minutes every day.',
  }),
  'pun-lines': msg({
    id: 'catalogue.punishment.lines.description',
    message: 'Write "I finish what I start" fifty times by hand.',
  }),
  'pun-no-sugar': msg({
    id: 'catalogue.punishment.no-sugar.description',
    message: 'No sweets or sugary drinks for the whole day.',
  }),
  'pun-early-bed': msg({ id: 'catalogue.punishment.early-bed.description', message: 'Lights out before 22:30.' }),
  'pun-scrub-bathroom': msg({
    id: 'catalogue.punishment.scrub-bathroom.description',
    message: 'Clean the bathroom top to bottom.',
  }),
  'pun-wall-sit': msg({ id: 'catalogue.punishment.wall-sit.description', message: 'Three wall sits of one minute each.' }),
  'pun-no-phone-bed': msg({
    id: 'catalogue.punishment.no-phone-bed.description',
    message: 'Leave the phone outside the bedroom at night.',
  }),
  'pun-burpees': msg({ id: 'catalogue.punishment.burpees.description', message: 'Fifty burpees, in as many sets as you need.' }),
  'pun-journal': msg({ id: 'catalogue.punishment.journal.description', message: 'Write one page on why the goal was missed.' }),
  'pun-squats': msg({ id: 'catalogue.punishment.squats.description', message: 'One hundred bodyweight squats.' }),
  'pun-no-streaming': msg({
    id: 'catalogue.punishment.no-streaming.description',
    message: 'No series or videos for the whole day.',
  }),
  'pun-wash-car': msg({ id: 'catalogue.punishment.wash-car.description', message: 'Wash the car or bike by hand.' }),
  'pun-stairs': msg({ id: 'catalogue.punishment.stairs.description', message: 'Stairs only, no lifts, all day.' }),
  'pun-push-up-set': msg({ id: 'catalogue.punishment.push-up-set.description', message: 'Five sets of fifteen push-ups.' }),
  'pun-declutter': msg({
    id: 'catalogue.punishment.declutter.description',
    message: 'Clear out one drawer or shelf completely.',
  }),
  'pun-no-coffee': msg({ id: 'catalogue.punishment.no-coffee.description', message: 'A day without coffee.' }),
  'pun-kneel-reflect': msg({
    id: 'catalogue.punishment.kneel-reflect.description',
    message: 'Ten minutes of silent reflection, kneeling.',
  }),
  'pun-meal-prep': msg({ id: 'catalogue.punishment.meal-prep.description', message: 'Cook the next three days of lunches.' }),
  'pun-walk-10k': msg({ id: 'catalogue.punishment.walk-10k.description', message: 'Walk at least ten thousand steps.' }),
  'pun-no-social': msg({ id: 'catalogue.punishment.no-social.description', message: 'Stay off social media for the day.' }),
  'pun-iron-clothes': msg({ id: 'catalogue.punishment.iron-clothes.description', message: "Iron the whole week's clothes." }),
  'pun-lunges': msg({ id: 'catalogue.punishment.lunges.description', message: 'Sixty walking lunges.' }),
  'pun-cold-water-only': msg({
    id: 'catalogue.punishment.cold-water-only.description',
    message: 'Drink nothing but water for the day.',
  }),
  'pun-apology-letter': msg({
    id: 'catalogue.punishment.apology-letter.description',
    message: 'Write a letter promising to do better next time.',
  }),
  'pun-jump-rope': msg({ id: 'catalogue.punishment.jump-rope.description', message: 'Five hundred skips with a rope.' }),
  'pun-clean-fridge': msg({
    id: 'catalogue.punishment.clean-fridge.description',
    message: 'Empty, wipe and restock the fridge.',
  }),
  'pun-no-snacks': msg({ id: 'catalogue.punishment.no-snacks.description', message: 'Three meals and nothing in between.' }),
  'pun-run-5k': msg({ id: 'catalogue.punishment.run-5k.description', message: 'Run 5 km at any pace.' }),
  'pun-make-bed': msg({ id: 'catalogue.punishment.make-bed.description', message: 'Make the bed properly every morning.' }),
  'pun-garden': msg({ id: 'catalogue.punishment.garden.description', message: 'An hour of weeding or yard work.' }),
  'pun-stretch': msg({ id: 'catalogue.punishment.stretch.description', message: 'Fifteen minutes of stretching.' }),
};

/** A punishment goal's title and description for the reader; one the app does not know stays as sent. */
export function punishmentGoalText(goal: { metric: string; title: string; description: string }): {
  title: string;
  description: string;
} {
  return {
    title: translated(PUNISHMENT_GOAL_TITLES, goal.metric) ?? goal.title,
    description: translated(PUNISHMENT_GOAL_DESCRIPTIONS, goal.metric) ?? goal.description,
  };
}
