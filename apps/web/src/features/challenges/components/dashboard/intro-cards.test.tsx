import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeMetric, makeSuggestion } from '../../test-support/fixtures';
import { ChallengeSection } from './challenge-section';

afterEach(() => vi.unstubAllGlobals());

const newPlayer = makeProfile({ introDismissed: false });
const cardTitles = () =>
  within(screen.getByTestId('intro-cards'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

function openDashboard(dashboard: Dashboard, me = newPlayer) {
  const api = mockApi({
    'GET /api/challenges/dashboard': { body: dashboard },
    'GET /api/challenges/suggestions': { body: [makeSuggestion()] },
    'PATCH /api/profile/me': { body: { ...me, introDismissed: true } },
  });
  const view = renderPage(<ChallengeSection />, { me });
  return { api, view };
}

describe('the first-run cards', () => {
  it('explain check-ins, points and punishment before the suggestions, until put away for good', async () => {
    const { api } = openDashboard(makeDashboard());
    expect(await screen.findByTestId('intro-cards')).toBeTruthy();
    expect(cardTitles()).toEqual(['Check in every day', 'Reward and punishment points', 'Punishment']);
    const intro = screen.getByTestId('intro-cards');
    expect(intro.compareDocumentPosition(screen.getByTestId('no-active-challenge'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    fireEvent.click(screen.getByRole('button', { name: 'Got it, hide these' }));
    await waitFor(() => expect(screen.queryByTestId('intro-cards')).toBeNull());
    expect(api.callsTo('PATCH', '/api/profile/me').map((call) => call.body)).toEqual([{ introDismissed: true }]);
  });

  it('come after today’s goals once a challenge runs', async () => {
    openDashboard(makeDashboard({ activeChallenge: makeChallenge(), metrics: [makeMetric()] }));
    const intro = await screen.findByTestId('intro-cards');
    expect(screen.getByTestId('active-challenge').compareDocumentPosition(intro)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('are not shown to a player who put them away or has finished a challenge', async () => {
    const { view } = openDashboard(makeDashboard(), makeProfile({ introDismissed: true }));
    expect(await screen.findByTestId('no-active-challenge')).toBeTruthy();
    expect(screen.queryByTestId('intro-cards')).toBeNull();
    view.unmount();

    openDashboard(makeDashboard({ hasCompletedChallenge: true }));
    expect(await screen.findByRole('button', { name: 'Copy Previous Challenge' })).toBeTruthy();
    expect(screen.queryByTestId('intro-cards')).toBeNull();
  });
});
