import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { mockApi } from '../../../test/mock-api';
import { makeProfile, renderRoutes } from '../../../test/render';
import { makeOffer, makePunishment } from '../test-support/fixtures';
import NewChallengePage from './new-challenge-page';

const routes: RouteObject[] = [{ path: '/newchallenge', element: <NewChallengePage /> }];

const previewReply = (body: unknown) => {
  const goals = (body as { goals: { title: string }[] }).goals;
  return { body: { goals: goals.map((goal) => ({ title: goal.title, rewardPoints: 8, punishmentPoints: 5 })) } };
};

const fromPartner = (partner: { userId: string; userName: string } | null, reason: string) => ({
  ...makeOffer({ metric: 'pun-burpees', title: 'Burpees', punishmentPoints: 6, cost: 3 }),
  partner,
  reason,
  addedAt: '2026-11-27T10:00:00.000Z',
});

describe('NewChallengePage: punishment goals from the partner', () => {
  it('lists the partner’s goal with who added it and why, without a Remove, and counts it in the totals', async () => {
    mockApi({
      'GET /api/challenges/punishment': {
        body: makePunishment({
          picked: [makeOffer()],
          fromPartner: [fromPartner({ userId: 'u-bob', userName: 'bob' }, 'You skipped Tuesday')],
        }),
      },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });

    const list = await screen.findByTestId('partner-punishments');
    expect(within(list).getByText('Burpees')).toBeTruthy();
    expect(within(list).getByTestId('partner-punishment-reason').textContent).toBe('Added by bob: You skipped Tuesday');
    expect(within(list).queryByRole('button')).toBeNull();
    // The player's own pick stays removable.
    expect(within(screen.getByTestId('picked-punishments')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    // One ordinary goal (+8 RP / −5 PP) and two punishment goals (+1 RP each, 6 PP each).
    await waitFor(() => expect(screen.getByTestId('challenge-totals').textContent).toBe('Total: +10 RP / \u221217 PP'));
  });

  it('keeps the reason of a goal whose partner deleted their account', async () => {
    mockApi({
      'GET /api/challenges/punishment': { body: makePunishment({ fromPartner: [fromPartner(null, 'Too late again')] }) },
      'POST /api/challenges/preview': previewReply,
    });
    renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
    expect((await screen.findByTestId('partner-punishment-reason')).textContent).toBe(
      'Added by your former partner: Too late again',
    );
  });
});
