import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type MessageDescriptor } from '@lingui/core';
import {
  CATEGORIES,
  CHALLENGE_TEMPLATES,
  describeMetric,
  INSTRUCTION_SLIDES,
  METRIC_CATALOGUE,
  PREMIUM_CHALLENGE_TEMPLATES,
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
function expectCovers(table: Table, entries: ReadonlyArray<readonly [id: string, englishText: string]>) {
  expect(Object.keys(table).sort()).toEqual([...new Set(entries.map(([id]) => id))].sort());
  for (const [id, englishText] of entries) {
    expect(english._(table[id]!), id).toBe(englishText);
    const spanishText = spanish._(table[id]!);
    expect(spanishText.trim(), id).not.toBe('');
    if (SAME_IN_SPANISH.has(englishText)) expect(spanishText, id).toBe(englishText);
    else expect(spanishText, `${id} has no Spanish of its own`).not.toBe(englishText);
  }
}

const templates = [...CHALLENGE_TEMPLATES, ...PREMIUM_CHALLENGE_TEMPLATES];
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
    expectCovers(
      UNIT_NAMES,
      units.map((unit) => [unit, unit]),
    );
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
      templates.map((template) => [template.key, template.title]),
    );
    expectCovers(
      SUGGESTION_DESCRIPTIONS,
      templates.map((template) => [template.key, template.description]),
    );
    expectCovers(
      SUGGESTED_GOAL_TITLES,
      templates.flatMap((template) => template.goals.map((goal) => [goal.title, goal.title] as const)),
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
