import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SuggestedChallenge } from '@gauntlet/core';
import { translated } from '../../../../lib/catalogue-lookup';

/** The suggested challenges' titles in the reader's language, by the suggestion's key. */
export const SUGGESTION_TITLES: Record<string, MessageDescriptor> = {
  'regular-himbo-training': msg({ id: 'catalogue.suggestion.regular-himbo-training.title', message: 'Regular Himbo Training' }),
  'bull-training': msg({ id: 'catalogue.suggestion.bull-training.title', message: 'Bull Training' }),
  'jock-training': msg({ id: 'catalogue.suggestion.jock-training.title', message: 'Jock Training' }),
  'iron-week': msg({ id: 'catalogue.suggestion.iron-week.title', message: 'Iron Week' }),
  'monk-mode': msg({ id: 'catalogue.suggestion.monk-mode.title', message: 'Monk Mode' }),
  'century-club': msg({ id: 'catalogue.suggestion.century-club.title', message: 'Century Club' }),
};

export const SUGGESTION_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  'regular-himbo-training': msg({
    id: 'catalogue.suggestion.regular-himbo-training.description',
    message: 'Five workouts this week and no release.',
  }),
  'bull-training': msg({ id: 'catalogue.suggestion.bull-training.description', message: 'Train, grow and empty the tank.' }),
  'jock-training': msg({
    id: 'catalogue.suggestion.jock-training.description',
    message: 'Locked all week, training and running.',
  }),
  'iron-week': msg({
    id: 'catalogue.suggestion.iron-week.description',
    message: 'Train every day, run far and stay locked the whole week.',
  }),
  'monk-mode': msg({
    id: 'catalogue.suggestion.monk-mode.description',
    message: 'No release, daily meditation and a spotless home.',
  }),
  'century-club': msg({
    id: 'catalogue.suggestion.century-club.description',
    message: 'Seven hundred push-ups, early mornings and the dress code all week.',
  }),
};

/**
 * The suggested goals' titles in the reader's language, by their English title: that is what a
 * suggestion sends and what a goal started from it keeps, since the server recognises a goal
 * started as suggested by it (and pays that goal's fixed points).
 */
export const SUGGESTED_GOAL_TITLES: Record<string, MessageDescriptor> = {
  Workout: msg({ id: 'catalogue.suggested-goal.workout', message: 'Workout' }),
  'Hold your testosterone': msg({ id: 'catalogue.suggested-goal.hold-your-testosterone', message: 'Hold your testosterone' }),
  'Milk your balls': msg({ id: 'catalogue.suggested-goal.milk-your-balls', message: 'Milk your balls' }),
  'Grow Muscle': msg({ id: 'catalogue.suggested-goal.grow-muscle', message: 'Grow Muscle' }),
  'Stay locked': msg({ id: 'catalogue.suggested-goal.stay-locked', message: 'Stay locked' }),
  'Run!': msg({ id: 'catalogue.suggested-goal.run', message: 'Run!' }),
  'Run 35 km': msg({ id: 'catalogue.suggested-goal.run-35-km', message: 'Run 35 km' }),
  'No release': msg({ id: 'catalogue.suggested-goal.no-release', message: 'No release' }),
  'Meditate daily': msg({ id: 'catalogue.suggested-goal.meditate-daily', message: 'Meditate daily' }),
  'Tidy every day': msg({ id: 'catalogue.suggested-goal.tidy-every-day', message: 'Tidy every day' }),
  '700 push-ups': msg({ id: 'catalogue.suggested-goal.700-push-ups', message: '700 push-ups' }),
  'Up before 7': msg({ id: 'catalogue.suggested-goal.up-before-7', message: 'Up before 7' }),
  'Dress code': msg({ id: 'catalogue.suggested-goal.dress-code', message: 'Dress code' }),
};

/**
 * A suggestion's title and description for the reader. A copied challenge arrives in the same
 * shape with the user's own words, which stay as they are.
 */
export function suggestionText(suggestion: Pick<SuggestedChallenge, 'key' | 'title' | 'description'>): {
  title: string;
  description: string;
} {
  return {
    title: translated(SUGGESTION_TITLES, suggestion.key) ?? suggestion.title,
    description: translated(SUGGESTION_DESCRIPTIONS, suggestion.key) ?? suggestion.description,
  };
}
