import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MetricChoice } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { blankGoalCard, goalCardFromDraft, type GoalCardDraft } from '../../lib/goal-card-draft';
import { goalCardProblem } from '../../lib/goal-card-problem';
import { GoalCard } from './goal-card';

function Harness({ initial, routines = [] }: { initial: GoalCardDraft; routines?: MetricChoice[] }) {
  const [card, setCard] = useState(initial);
  return (
    <GoalCard
      index={0}
      card={card}
      routines={routines}
      points={undefined}
      problem={goalCardProblem(card, routines, 7)}
      onChange={setCard}
      onRemove={() => undefined}
    />
  );
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const optionValues = (label: string) => Array.from(select(label).options).map((option) => option.value);
const title = () => screen.getByTestId('goal-card-title').textContent;
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('GoalCard', () => {
  it('starts on the first category with its first metric and grading, and never offers Punishment', async () => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    expect(select('Category').value).toBe('Chastity');
    expect(select('Metric').value).toBe('cage-days');
    expect(select('Grading').value).toBe('CheckIn');
    expect(screen.getByLabelText<HTMLInputElement>('Goal value').value).toBe('1');
    expect(optionValues('Category')).not.toContain('Punishment');
    expect(title()).toBe('Chastity: Days locked');
  });

  it('resets metric, grading and value when the category changes', async () => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Metric', 'cum-days');
    change('Grading', 'AutomaticLower');
    change('Goal value', '3');
    expect(select('Metric').value).toBe('cum-days');

    change('Category', 'Exercise');
    expect(select('Metric').value).toBe('work-out-days');
    expect(select('Grading').value).toBe('CheckIn');
    expect(screen.getByLabelText<HTMLInputElement>('Goal value').value).toBe('1');
    expect(title()).toBe('Exercise: Workout days');

    change('Category', 'External');
    expect(select('Metric').value).toBe('ext-watch-video');
    expect(optionValues('Grading')).toEqual(['External']);
    expect(title()).toBe('External: Video watched');
  });

  it('shows a routine goal’s value as a fixed 1 that typing cannot change', async () => {
    const routines = [{ metric: 'rout-r1', name: 'Leg day' }];
    renderPage(<Harness initial={blankGoalCard(routines)} routines={routines} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Category', 'Routines');
    const value = screen.getByLabelText<HTMLInputElement>('Goal value');
    expect(value.value).toBe('1');
    expect(value.readOnly).toBe(true);
    expect(screen.getByText('A routine goal is one training session of the routine.')).toBeTruthy();
  });

  it('hides the goal value for Manual grading and shows it again for the others', async () => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Grading', 'Manual');
    expect(screen.queryByLabelText('Goal value')).toBeNull();
    change('Grading', 'AutomaticHigher');
    expect(screen.queryByLabelText('Goal value')).not.toBeNull();
  });

  it('offers to create a routine when the Routines category has none, and reports the card as incomplete', async () => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Category', 'Routines');
    expect(screen.queryByLabelText('Metric')).toBeNull();
    expect(screen.getByTestId('no-routines').textContent).toContain('No routines yet');
    expect(screen.getByRole('link', { name: 'Create a routine' }).getAttribute('href')).toBe('/routines?create=true');
    expect(optionValues('Grading')).toEqual(['None']);
    expect(screen.getByTestId('goal-card-problem').textContent).toContain('Create a routine first');
  });

  it("keeps a suggestion's own title until the category or metric changes", async () => {
    const card = goalCardFromDraft({
      title: 'Grow Muscle',
      category: 'Exercise',
      metric: 'muscle',
      gradingType: 'AutomaticHigher',
      goalValue: 38,
    });
    renderPage(<Harness initial={card} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    expect(title()).toBe('Grow Muscle');
    change('Goal value', '39');
    expect(title()).toBe('Grow Muscle');
    change('Metric', 'push-ups');
    expect(title()).toBe('Exercise: Push-ups');
  });

  it('flags a cleared goal value', async () => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Goal value', '');
    expect(screen.getByTestId('goal-card-problem').textContent).toBe('Enter a goal value of 0 or more.');
  });

  it.each([
    ['a value over the maximum', 'AutomaticHigher', '1000001', 'A goal value can be at most 1,000,000.'],
    ['a check-in value above the duration', 'CheckIn', '8', 'A check-in goal needs a whole number of days from 1 to 7.'],
    ['a decimal check-in value', 'CheckIn', '2.5', 'A check-in goal needs a whole number of days from 1 to 7.'],
  ])('says what is wrong on the card for %s', async (_label, grading, value, message) => {
    renderPage(<Harness initial={blankGoalCard([])} />, { me: makeProfile() });
    await screen.findByLabelText('Category');
    change('Grading', grading);
    change('Goal value', value);
    expect(screen.getByTestId('goal-card-problem').textContent).toBe(message);
  });
});
