import { t } from '@lingui/core/macro';
import { goalTitle, METRIC_CATALOGUE, PUNISHMENT_GOALS, type Category } from '@gauntlet/core';
import { translated } from '../../../../lib/catalogue-lookup';
import { categoryName } from './categories';
import { metricName } from './metrics';
import { PUNISHMENT_GOAL_TITLES } from './punishment-goals';
import { SUGGESTED_GOAL_TITLES } from './suggestions';

// eslint-disable-next-line gauntlet/no-untranslated-text -- how a stored English title starts, never shown
const ROUTINE_PREFIX = 'Routine: ';

/** The generated title of each catalogue metric's goal ('Exercise: Push-ups') → its category and metric id. */
const GENERATED_TITLES = new Map(
  METRIC_CATALOGUE.map((entry) => [goalTitle(entry.category, entry.name), { category: entry.category, metric: entry.metric }]),
);
/** A punishment goal's English title → its metric id. */
const PUNISHMENT_TITLES = new Map(PUNISHMENT_GOALS.map((goal) => [goal.title, goal.metric]));

/**
 * A goal's title for the reader. Nobody types a goal's title: it is stored in English as it was
 * made, from the catalogue ids it stands for (a suggested goal's own title, a punishment goal's,
 * or the generated 'Category: metric name', and 'Routine: routine name' for routines), and
 * shown from those ids in the reader's language. A title made in any other way stays as it is.
 */
export function goalTitleText(title: string): string {
  const suggested = translated(SUGGESTED_GOAL_TITLES, title);
  if (suggested !== null) return suggested;
  const generated = GENERATED_TITLES.get(title);
  if (generated) return generatedGoalTitle(generated.category, metricName(generated.metric, title));
  const punishment = PUNISHMENT_TITLES.get(title);
  if (punishment) return translated(PUNISHMENT_GOAL_TITLES, punishment) ?? title;
  if (title.startsWith(ROUTINE_PREFIX)) return generatedGoalTitle('Routines', title.slice(ROUTINE_PREFIX.length));
  return title;
}

/** 'Category: metric name' in the reader's language; a routine goal is 'Routine: its name'. */
function generatedGoalTitle(category: Category, name: string): string {
  if (category === 'Routines') return t`Routine: ${name}`;
  const categoryText = categoryName(category);
  return t`${categoryText}: ${name}`;
}
