import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets, type PartnerContract } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../test/render';
import { mockApi } from '../../../test/mock-api';
import { makePage, makePartnership } from '../../partner/test-support/fixtures';
import { makeChallenge, makePunishment } from '../test-support/fixtures';
import NewChallengePage from './new-challenge-page';

const routes = [
  { path: '/newchallenge', element: <NewChallengePage /> },
  { path: '/dashboard', element: <p>Dashboard screen</p> },
];

const previewReply = (body: unknown) => ({
  body: {
    goals: (body as { goals: { title: string }[] }).goals.map(({ title }) => ({ title, rewardPoints: 8, punishmentPoints: 5 })),
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openForm = (contract: PartnerContract | null) => {
  const api = mockApi({
    'GET /api/challenges/punishment': { body: makePunishment() },
    'POST /api/challenges/preview': previewReply,
    'POST /api/challenges': { body: makeChallenge({ partnerConfirms: 'count' }) },
    'GET /api/partner': { body: makePage({ asPlayer: { partnership: contract && makePartnership({ contract }) } }) },
  });
  renderRoutes(routes, { path: '/newchallenge', me: makeProfile() });
  return api;
};

describe('"Partner confirms" when submitting a challenge', () => {
  it('is offered to a player whose partner may confirm, with the rule for the end, and sent with the challenge', async () => {
    const api = openForm(partnerPresets.keyholder);
    const option = await screen.findByTestId('partner-confirms');
    fireEvent.click(
      within(option).getByRole('switch', { name: 'bob confirms each check-in and completed manual goal of this challenge' }),
    );
    expect(within(option).getByRole<HTMLInputElement>('radio', { name: 'Do not count' }).checked).toBe(true);
    fireEvent.click(within(option).getByRole('radio', { name: 'Count' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Held to it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Challenge' }));
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges')[0]?.body).toMatchObject({ title: 'Held to it', partnerConfirms: 'count' });
  });

  it('is not offered when the partner may only watch', async () => {
    openForm(partnerPresets.watcher);
    expect(await screen.findByLabelText('Title')).toBeTruthy();
    expect(screen.queryByTestId('partner-confirms')).toBeNull();
  });
});
