import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translated } from '../../../../lib/catalogue-lookup';
import { PUNISHMENT_GOAL_TITLES } from './punishment-goals';

/**
 * The catalogue metrics' names in the reader's language, by metric id. The server sends the
 * English name with each metric for API clients; the app shows this one instead.
 */
export const METRIC_NAMES: Record<string, MessageDescriptor> = {
  'cage-days': msg({ id: 'catalogue.metric.cage-days', message: 'Days locked' }),
  'cum-days': msg({ id: 'catalogue.metric.cum-days', message: 'Days with release' }),
  'edge-sessions': msg({ id: 'catalogue.metric.edge-sessions', message: 'Edging sessions' }),
  'work-out-days': msg({ id: 'catalogue.metric.work-out-days', message: 'Workout days' }),
  muscle: msg({ id: 'catalogue.metric.muscle', message: 'Arm circumference' }),
  'distance-run': msg({ id: 'catalogue.metric.distance-run', message: 'Distance run' }),
  'push-ups': msg({ id: 'catalogue.metric.push-ups', message: 'Push-ups' }),
  'clean-days': msg({ id: 'catalogue.metric.clean-days', message: 'Days the home was tidied' }),
  'dishes-done': msg({ id: 'catalogue.metric.dishes-done', message: 'Dishes done' }),
  'laundry-loads': msg({ id: 'catalogue.metric.laundry-loads', message: 'Laundry loads' }),
  'dress-code-days': msg({ id: 'catalogue.metric.dress-code-days', message: 'Days in the dress code' }),
  'uniform-hours': msg({ id: 'catalogue.metric.uniform-hours', message: 'Hours in uniform' }),
  'outfit-photos': msg({ id: 'catalogue.metric.outfit-photos', message: 'Outfit photos shared' }),
  'reading-pages': msg({ id: 'catalogue.metric.reading-pages', message: 'Pages read' }),
  'meditation-days': msg({ id: 'catalogue.metric.meditation-days', message: 'Days with meditation' }),
  'early-rise-days': msg({ id: 'catalogue.metric.early-rise-days', message: 'Days up before 7' }),
  'ext-watch-video': msg({ id: 'catalogue.metric.ext-watch-video', message: 'Video watched' }),
  'ext-exercise': msg({ id: 'catalogue.metric.ext-exercise', message: 'Exercise tracked' }),
  'ext-reading': msg({ id: 'catalogue.metric.ext-reading', message: 'Reading tracked' }),
};

/**
 * Every unit a metric is measured in, by its English word as the server sends it. Each takes the
 * amount (`count`): the reader's language picks the word's singular or plural form by it.
 */
export const UNIT_NAMES: Record<string, MessageDescriptor> = {
  days: msg({ id: 'catalogue.unit.days', message: '{count, plural, one {day} other {days}}' }),
  sessions: msg({ id: 'catalogue.unit.sessions', message: '{count, plural, one {session} other {sessions}}' }),
  cm: msg({ id: 'catalogue.unit.cm', message: 'cm' }),
  km: msg({ id: 'catalogue.unit.km', message: 'km' }),
  reps: msg({ id: 'catalogue.unit.reps', message: '{count, plural, one {rep} other {reps}}' }),
  times: msg({ id: 'catalogue.unit.times', message: '{count, plural, one {time} other {times}}' }),
  loads: msg({ id: 'catalogue.unit.loads', message: '{count, plural, one {load} other {loads}}' }),
  hours: msg({ id: 'catalogue.unit.hours', message: '{count, plural, one {hour} other {hours}}' }),
  photos: msg({ id: 'catalogue.unit.photos', message: '{count, plural, one {photo} other {photos}}' }),
  pages: msg({ id: 'catalogue.unit.pages', message: '{count, plural, one {page} other {pages}}' }),
  minutes: msg({ id: 'catalogue.unit.minutes', message: '{count, plural, one {minute} other {minutes}}' }),
  units: msg({ id: 'catalogue.unit.units', message: '{count, plural, one {unit} other {units}}' }),
};

/**
 * A metric's name for the reader: a catalogue or punishment metric by its id, anything else
 * (a routine, named by its user) as the server named it.
 */
export function metricName(metric: string, sentName: string): string {
  return translated(METRIC_NAMES, metric) ?? translated(PUNISHMENT_GOAL_TITLES, metric) ?? sentName;
}

/**
 * A unit for the reader, in the form an amount of it takes ("1 day", "2 days"); without an
 * amount, its plural, which names what is counted. One the app does not know stays as sent.
 */
export function unitName(unit: string, amount = Number.POSITIVE_INFINITY): string {
  return translated(UNIT_NAMES, unit, { count: amount }) ?? unit;
}

/** A metric as the server sent it, with its name in the reader's language; its unit is shown by `unitName`. */
export function shownMetric<T extends { metric: string; name: string }>(state: T): T {
  return { ...state, name: metricName(state.metric, state.name) };
}
