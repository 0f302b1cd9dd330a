import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Navigate } from 'react-router';
import { activityDays, type GoalDraft } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { makeProfile, renderPage, renderRoutes } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { ActiveChallengeCard } from '../components/dashboard/active-challenge-card';
import { ActivityPanel } from '../components/activity/activity-panel';
import { SuggestedChallengeCard } from '../components/suggestions/suggested-challenge-card';
import { makeChallenge, makeGoal, makeMetric, makePunishment, makeSuggestion } from '../test-support/fixtures';
import MetricsPage from './metrics-page';
import NewChallengePage from './new-challenge-page';

const jockTraining = makeSuggestion();

const previewReply = (body: unknown) => ({
  body: {
    goals: (body as { goals: GoalDraft[] }).goals.map((goal) => ({ title: goal.title, rewardPoints: 7, punishmentPoints: 10 })),
  },
});

const selectedText = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const optionTexts = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

beforeAll(() => activateLanguage('es'));
afterAll(() => activateLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('the catalogues on a Spanish screen', () => {
  it('shows a suggested challenge, its description and its goals in Spanish', async () => {
    renderPage(<SuggestedChallengeCard suggestion={jockTraining} onStart={() => undefined} />, { me: makeProfile() });
    const card = await screen.findByTestId('suggested-challenge');
    expect(within(card).getByRole('heading').textContent).toBe('Entreno de deportista');
    expect(within(card).getByText('Encerrado toda la semana, entrenando y corriendo.')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sigue encerrado (7)', '¡A correr! (20)']);
    expect(card.textContent).not.toMatch(/Jock Training|Stay locked|Run!/);
  });

  it('starts a suggestion with its words in Spanish, picks metrics and punishment goals in Spanish, and still sends the suggested goals as suggested', async () => {
    const api = mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ required: 3 }) },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(
      [
        { path: '/newchallenge', element: <NewChallengePage /> },
        { path: '/', element: <Navigate to="/newchallenge" state={{ predefined: jockTraining }} /> },
      ],
      {
        path: '/',
        me: makeProfile({ punishmentPoints: 3 }),
      },
    );

    expect((await screen.findByLabelText<HTMLInputElement>('Título')).value).toBe('Entreno de deportista');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Descripción (opcional)').value).toBe(
      'Encerrado toda la semana, entrenando y corriendo.',
    );
    expect(screen.getAllByTestId('goal-card-title').map((node) => node.textContent)).toEqual(['Sigue encerrado', '¡A correr!']);

    const [locked] = screen.getAllByTestId('goal-card');
    const category = within(locked!).getByLabelText('Categoría');
    expect(selectedText(category)).toBe('Castidad');
    expect(optionTexts(category)).toEqual(['Castidad', 'Ejercicio', 'Casa', 'Ropa', 'Otros', 'Externos', 'Rutinas']);
    const metric = within(locked!).getByLabelText('Métrica');
    expect(selectedText(metric)).toBe('Días encerrado');
    expect(optionTexts(metric)).toEqual(['Días encerrado', 'Días con orgasmo', 'Sesiones de edging']);

    const offers = within(await screen.findByTestId('punishment-offers'));
    expect(offers.getByText('Duchas frías')).toBeTruthy();
    expect(offers.getByText('Acaba el día con una ducha fría de dos minutos.')).toBeTruthy();
    expect(offers.getByText('Plancha diaria')).toBeTruthy();
    expect(offers.getByText('Copiar frases')).toBeTruthy();
    expect(screen.getByTestId('punishment-picker').textContent).not.toMatch(/Cold showers|Daily plank|Write lines/);
    expect(screen.getByTestId('punishment-picker').textContent).toContain('Evaluación: Manual (se decide al final)');

    // The server knows a goal started as suggested (and pays its fixed points) by its English title.
    await waitFor(() => expect(api.callsTo('POST', '/api/challenges/preview')).not.toHaveLength(0));
    const sent = api.callsTo('POST', '/api/challenges/preview').at(-1)?.body as { goals: GoalDraft[] };
    expect(sent.goals.map((goal) => goal.title)).toEqual(['Stay locked', 'Run!']);
  });

  it('names the metrics and their units in Spanish on the metrics page', async () => {
    mockApi({
      'GET /api/challenges/metrics': {
        body: [
          makeMetric({ metric: 'distance-run', name: 'Distance run', unit: 'km', gradingType: 'AutomaticHigher' }),
          makeMetric({ metric: 'dishes-done', name: 'Dishes done', unit: 'times', gradingType: null }),
        ],
      },
    });
    renderPage(<MetricsPage />, { me: makeProfile() });
    expect(await screen.findByLabelText('Distancia corrida')).toBeTruthy();
    const dishes = screen.getByTestId('metric-row-dishes-done');
    expect(within(dishes).getByText('Platos fregados')).toBeTruthy();
    expect(within(dishes).getByText('veces')).toBeTruthy();
    expect(screen.getByTestId('metrics-table').textContent).not.toMatch(/Distance run|Dishes done|times/);
  });

  it('names the active challenge’s goals and their metrics in Spanish on the dashboard, and keeps the user’s own title', async () => {
    mockApi({});
    const challenge = makeChallenge({
      title: 'My spring block',
      goals: [
        makeGoal(),
        makeGoal({
          id: '0b5c3c1e-8f63-4a3e-9a0e-0c5b0b1f2a02',
          title: 'Cold showers',
          category: 'Punishment',
          metric: 'pun-cold-shower',
          goalValue: 3,
        }),
      ],
    });
    const metrics = [
      makeMetric(),
      makeMetric({ metric: 'pun-cold-shower', name: 'Cold showers', unit: 'times', currentValue: 0 }),
    ];
    renderPage(
      <ActiveChallengeCard
        challenge={challenge}
        metrics={metrics}
        confirmations={[]}
        rewardCap={20}
        now={new Date()}
        timeZone="UTC"
        cancelPenalty={0}
        cancelNeedsApproval={false}
        cancelRequest={null}
        onCancelled={() => undefined}
      />,
      { me: makeProfile() },
    );
    const workout = await screen.findByTestId('goal-work-out-days');
    expect(workout.textContent).toContain('Entreno');
    expect(workout.textContent).toContain('Días de entreno');
    expect(screen.getByTestId('goal-pun-cold-shower').textContent).toContain('Duchas frías');
    const card = screen.getByTestId('active-challenge');
    expect(card.textContent).toContain('My spring block');
    expect(card.textContent).not.toMatch(/Workout|Cold showers/);
  });

  it('names the streaks on a profile in Spanish', async () => {
    const userId = makeProfile().userId;
    mockApi({
      [`GET /api/challenges/users/${userId}/activity`]: {
        body: {
          today: '2026-11-25',
          days: activityDays('2026-11-25', new Map(), []),
          streaks: [{ metric: 'meditation-days', name: 'Days with meditation', current: 0, longest: 3 }],
        },
      },
    });
    renderPage(<ActivityPanel userId={userId} />, { me: makeProfile() });
    expect((await screen.findByTestId('streak-meditation-days')).textContent).toMatch(/^Días con meditación: /);
  });
});
