import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@gauntlet/core';
import { activateLanguage } from '../../../../lib/i18n';
import { makeProfile, renderPage } from '../../../../test/render';
import { mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeGoal, makeMetric } from '../../test-support/fixtures';
import { ChallengeSection } from './challenge-section';

/** Ends in three days, so four calendar days are left, today included. */
const dashboard = (): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({
      goals: [
        makeGoal({ rewardPoints: 6, punishmentPoints: 4 }),
        makeGoal({
          id: 'g2',
          title: 'Few dishes',
          category: 'House',
          metric: 'dishes-done',
          gradingType: 'AutomaticLower',
          goalValue: 5,
          rewardPoints: 3,
          punishmentPoints: 2,
        }),
        makeGoal({
          id: 'g3',
          title: 'Run!',
          metric: 'distance-run',
          gradingType: 'AutomaticHigher',
          goalValue: 20,
          startValue: 10,
          rewardPoints: 5,
          punishmentPoints: 7,
        }),
        makeGoal({
          id: 'g4',
          title: 'Tidy up',
          category: 'House',
          metric: 'clean-days',
          gradingType: 'Manual',
          goalValue: 50,
          rewardPoints: 2,
          punishmentPoints: 1,
        }),
      ],
    }),
    metrics: [
      makeMetric({ currentValue: 2 }),
      makeMetric({ metric: 'dishes-done', name: 'Dishes done', unit: 'times', currentValue: 3, gradingType: 'AutomaticLower' }),
      makeMetric({ metric: 'distance-run', name: 'Distance run', unit: 'km', currentValue: 15, gradingType: 'AutomaticHigher' }),
      makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 0, gradingType: 'Manual' }),
    ],
    rewardCap: 4,
  });

const bar = (title: string) => screen.getByRole('progressbar', { name: `Progress of ${title}` });
const text = (metric: string) => screen.getByTestId(`goal-progress-text-${metric}`).textContent;

describe('goal progress on the dashboard', () => {
  it('shows each goal’s bar with its number, the days left and today’s check-in', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: dashboard() } });
    renderPage(<ChallengeSection />, { me: makeProfile() });

    const workout = await screen.findByRole('progressbar', { name: 'Progress of Workout' });
    expect(workout.getAttribute('aria-valuenow')).toBe('40');
    expect(workout.getAttribute('aria-valuemin')).toBe('0');
    expect(workout.getAttribute('aria-valuemax')).toBe('100');
    expect(workout.getAttribute('aria-valuetext')).toBe('2 of 5 days');
    expect(text('work-out-days')).toBe('2 of 5 days · 4 days left · Not checked in today');

    // A limit shows the room left before it fails.
    expect(bar('Few dishes').getAttribute('aria-valuenow')).toBe('40');
    expect(text('dishes-done')).toBe('3 of at most 5 times: 2 to spare · 4 days left');

    // From the value at the start (10 km) towards the goal: 15 km is half way.
    expect(bar('Run!').getAttribute('aria-valuenow')).toBe('50');
    expect(text('distance-run')).toBe('15 of 20 km (started at 10) · 4 days left');

    // A manual goal shows its state and no bar.
    expect(screen.queryByRole('progressbar', { name: 'Progress of Tidy up' })).toBeNull();
    expect(text('clean-days')).toBe('Manual goal: not marked completed yet · 4 days left');
  });

  it('moves the bar after a check-in and says today is done', async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      'POST /api/challenges/metrics/work-out-days/check-in': { body: makeMetric({ currentValue: 3, checkedInToday: true }) },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));

    expect(await screen.findByText('3 of 5 days · 4 days left · Today done')).toBeTruthy();
    expect(bar('Workout').getAttribute('aria-valuenow')).toBe('60');
  });

  it('projects the outcome with the reward cap and follows a manual switch', async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: dashboard() },
      'POST /api/challenges/metrics/clean-days/manual': {
        body: makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', currentValue: 100, gradingType: 'Manual' }),
      },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    const projection = await screen.findByTestId('projected-outcome');
    expect(projection.getAttribute('aria-live')).toBe('polite');
    // Only the limit passes: +3 RP, and 4 + 7 + 1 PP for the others.
    expect(projection.textContent).toBe('If it ended today: +3 RP / \u221212 PP with 1 of 4 goals passed.');
    expect(screen.getByTestId('goal-projection-dishes-done').textContent).toBe('Would pass today: +3 RP / 0 PP');
    expect(screen.getByTestId('goal-projection-clean-days').textContent).toBe('Would fail today: 0 RP / \u22121 PP');

    fireEvent.click(screen.getByLabelText('Not Completed'));
    // 3 + 2 RP passed, but the challenge can pay at most 4; the cap is filled in goal order. The
    // projection follows once the server has the turn (the switch shows it at once, as pending).
    await waitFor(() =>
      expect(projection.textContent).toMatch(
        /^If it ended today: \+4 RP \/ \u221211 PP with 2 of 4 goals passed\.Capped from 5 RP/,
      ),
    );
    expect(within(projection).getByTestId('projected-reward-capped').textContent).toBe(
      'Capped from 5 RP: this challenge can pay at most 4 RP, for the days no finished challenge has paid yet.',
    );
    expect(screen.getByTestId('goal-projection-clean-days').textContent).toBe('Would pass today: +1 RP / 0 PP');
    expect(text('clean-days')).toBe('Manual goal: marked completed · 4 days left');
  });

  it('calls the outcome the worst case while no goal passes, beside what passing them all pays', async () => {
    const nothingPasses = dashboard();
    nothingPasses.metrics[1] = { ...nothingPasses.metrics[1]!, currentValue: 6 };
    mockApi({ 'GET /api/challenges/dashboard': { body: nothingPasses } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    // Every goal's PP (4 + 2 + 7 + 1); every goal's RP (16) stops at the cap of 4.
    expect((await screen.findByTestId('projected-outcome')).textContent).toBe(
      'If it ended today: 0 RP / \u221214 PP, the worst case, as no goal passes yet. Passing every goal pays +4 RP.',
    );
  });
});

/** A goal of one workout day, done, and a limit of one dish, none yet. */
const oneOfEach = (): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({
      goals: [
        makeGoal({ goalValue: 1 }),
        makeGoal({ id: 'g2', title: 'Few dishes', metric: 'dishes-done', gradingType: 'AutomaticLower', goalValue: 1 }),
      ],
    }),
    metrics: [
      makeMetric({ currentValue: 1 }),
      makeMetric({ metric: 'dishes-done', name: 'Dishes done', unit: 'times', currentValue: 0, gradingType: 'AutomaticLower' }),
    ],
  });

describe.each([
  {
    language: 'en' as const,
    bar: 'Progress of Workout',
    done: '1 of 1 day',
    limit: '0 of at most 1 time: 1 to spare · 4 days left',
    none: '0 times',
  },
  {
    language: 'es' as const,
    bar: 'Progreso de Entreno',
    done: '1 de 1 día',
    limit: '0 de como mucho 1 vez: margen de 1 · Quedan 4 días',
    none: '0 veces',
  },
])('amounts in $language', (expected) => {
  beforeAll(() => activateLanguage(expected.language));
  afterAll(() => activateLanguage('en'));

  it('take their unit in the singular for one, and in the plural for none', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: oneOfEach() } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect((await screen.findByRole('progressbar', { name: expected.bar })).getAttribute('aria-valuetext')).toBe(expected.done);
    expect(text('dishes-done')).toBe(expected.limit);
    expect(screen.getByTestId('value-dishes-done').textContent).toBe(expected.none);
  });
});
