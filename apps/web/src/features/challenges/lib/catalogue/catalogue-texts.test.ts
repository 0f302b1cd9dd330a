import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import {
  CATEGORIES,
  SUGGESTED_CHALLENGES,
  describeMetric,
  INSTRUCTION_SLIDES,
  METRIC_CATALOGUE,
  PREMIUM_SUGGESTED_CHALLENGES,
  PUNISHMENT_GOALS,
} from '@gauntlet/core';
import { messages as englishMessages } from '../../../../locales/en.po';
import { messages as spanishMessages } from '../../../../locales/es.po';
import { activateLanguage } from '../../../../lib/i18n';
import { SLIDE_TEXTS } from '../../../slideshow/lib/slide-texts';
import { CATEGORY_NAMES } from './categories';
import { goalTitleText } from './goal-titles';
import { METRIC_NAMES, UNIT_NAMES } from './metrics';
import { PUNISHMENT_GOAL_DESCRIPTIONS, PUNISHMENT_GOAL_TITLES } from './punishment-goals';
import { SUGGESTED_GOAL_TITLES, SUGGESTION_DESCRIPTIONS, SUGGESTION_TITLES } from './suggestions';

const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });

/** Words Spanish writes as English does, on purpose. */
const SAME_IN_SPANISH = new Set(['cm', 'km', 'Burpees']);

type Table = Record<string, MessageDescriptor>;

/**
 * Every id of a core catalogue has its text here, in English exactly as core writes it (which the
 * server sends and stores) and in Spanish as its own translation; nothing else is in the table.
 */
function expectCovers(
  table: Table,
  entries: ReadonlyArray<readonly [id: string, englishText: string]>,
  values?: Record<string, unknown>,
) {
  expect(Object.keys(table).sort()).toEqual([...new Set(entries.map(([id]) => id))].sort());
  for (const [id, englishText] of entries) {
    const entry: MessageDescriptor = { ...table[id]!, values };
    expect(english._(entry), id).toBe(englishText);
    const spanishText = spanish._(entry);
    expect(spanishText.trim(), id).not.toBe('');
    if (SAME_IN_SPANISH.has(englishText)) expect(spanishText, id).toBe(englishText);
    else expect(spanishText, `${id} has no Spanish of its own`).not.toBe(englishText);
  }
}

const suggestions = [...SUGGESTED_CHALLENGES, ...PREMIUM_SUGGESTED_CHALLENGES];
/** The units of catalogue metrics and of those named by their source (punishment, routine, unknown). */
const units = [
  ...METRIC_CATALOGUE.map((entry) => entry.unit),
  ...['pun-cold-shower', 'rout-1', 'not-in-the-catalogue'].map((metric) => describeMetric(metric).unit),
];

describe('the catalogues in the reader’s language', () => {
  it('has every category', () => {
    expectCovers(
      CATEGORY_NAMES,
      CATEGORIES.map((category) => [category, category]),
    );
  });

  it('has every metric’s name and every unit', () => {
    expectCovers(
      METRIC_NAMES,
      METRIC_CATALOGUE.map((entry) => [entry.metric, entry.name]),
    );
    // Core names each unit as its plural, which an amount of 2 takes.
    expectCovers(
      UNIT_NAMES,
      units.map((unit) => [unit, unit]),
      { count: 2 },
    );
  });

  it('gives an amount of one its unit in the singular, and other amounts the plural', () => {
    const amounts = (i18n: typeof english, unit: string) =>
      [1, 2, 1.5, 0].map((count) => {
        const entry: MessageDescriptor = { ...UNIT_NAMES[unit]!, values: { count } };
        return `${count} ${i18n._(entry)}`;
      });
    expect(amounts(english, 'days')).toEqual(['1 day', '2 days', '1.5 days', '0 days']);
    expect(amounts(spanish, 'days')).toEqual(['1 día', '2 días', '1.5 días', '0 días']);
    expect(amounts(spanish, 'times')).toEqual(['1 vez', '2 veces', '1.5 veces', '0 veces']);
    expect(amounts(english, 'km')).toEqual(['1 km', '2 km', '1.5 km', '0 km']);
  });

  it('has every punishment goal’s title and description', () => {
    expectCovers(
      PUNISHMENT_GOAL_TITLES,
      PUNISHMENT_GOALS.map((goal) => [goal.metric, goal.title]),
    );
    expectCovers(
      PUNISHMENT_GOAL_DESCRIPTIONS,
      PUNISHMENT_GOALS.map((goal) => [goal.metric, goal.description]),
    );
  });

  it('has every suggested challenge’s title, description and goal titles, the premium ones too', () => {
    expectCovers(
      SUGGESTION_TITLES,
      suggestions.map((suggestion) => [suggestion.key, suggestion.title]),
    );
    expectCovers(
      SUGGESTION_DESCRIPTIONS,
      suggestions.map((suggestion) => [suggestion.key, suggestion.description]),
    );
    expectCovers(
      SUGGESTED_GOAL_TITLES,
      suggestions.flatMap((suggestion) => suggestion.goals.map((goal) => [goal.title, goal.title] as const)),
    );
  });

  it('has every instruction slide’s text', () => {
    expectCovers(
      SLIDE_TEXTS,
      INSTRUCTION_SLIDES.map((slide) => [slide.slideId, slide.text]),
    );
  });
});

describe('a stored goal’s title in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('is shown from the ids it was made of, and a title made otherwise stays as it is', () => {
    expect(goalTitleText('Hold your testosterone')).toBe('Guarda tu testosterona');
    expect(goalTitleText('Exercise: Push-ups')).toBe('Ejercicio: Flexiones');
    expect(goalTitleText('External: Video watched')).toBe('Externos: Vídeo visto');
    expect(goalTitleText('Cold showers')).toBe('Duchas frías');
    expect(goalTitleText('Routine: Leg day')).toBe('Rutina: Leg day');
    expect(goalTitleText('Leg day')).toBe('Leg day');
  });
});
