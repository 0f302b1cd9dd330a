import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets, type MyProfile, type PartnerContract } from '@gauntlet/core';
import { makeProfile, renderRoutes } from '../../../../test/render';
import { fail, mockApi, type Reply } from '../../../../test/mock-api';
import { makePage, makePartnership } from '../../../partner/test-support/fixtures';
import { makeChallenge, makeDashboard, makeGoal, makeSuggestion } from '../../test-support/fixtures';
import { ChallengeSection } from '../dashboard/challenge-section';

afterEach(() => vi.unstubAllGlobals());

const suggestion = makeSuggestion();
const suggestions = [suggestion, { ...suggestion, key: 'a', title: 'A' }, { ...suggestion, key: 'b', title: 'B' }];
const started = makeDashboard({
  activeChallenge: makeChallenge({ title: 'Jock Training', goals: [makeGoal({ title: 'Stay locked', metric: 'cage-days' })] }),
});

function openDashboard(
  me: MyProfile,
  submit: Reply = { body: started.activeChallenge },
  contract: PartnerContract | null = null,
) {
  let submitted = false;
  const api = mockApi({
    'GET /api/partner': { body: makePage({ asPlayer: { partnership: contract && makePartnership({ contract }) } }) },
    'GET /api/challenges/dashboard': () => ({ body: submitted ? started : makeDashboard() }),
    'GET /api/challenges/suggestions': { body: suggestions },
    'POST /api/challenges/preview': {
      body: {
        goals: [
          { title: 'Stay locked', rewardPoints: 7, punishmentPoints: 10 },
          { title: 'Run!', rewardPoints: 7, punishmentPoints: 10 },
        ],
      },
    },
    'POST /api/challenges': () => {
      submitted = submit.status === undefined;
      return submit;
    },
  });
  const view = renderRoutes(
    [
      { path: '/dashboard', element: <ChallengeSection /> },
      { path: '/newchallenge', element: <p>New challenge screen</p> },
    ],
    { path: '/dashboard', me },
  );
  return { api, ...view };
}

const startFirst = async () => {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Start This Challenge' }))[0]!);
  return screen.findByRole('dialog', { name: 'Start “Jock Training”?' });
};

describe('starting a suggested challenge', () => {
  it('starts it after one confirmation that shows its goals and their points', async () => {
    const { api } = openDashboard(makeProfile());
    const dialog = await startFirst();
    const goals = within(dialog).getByRole('list', { name: 'Goals' });
    await waitFor(() =>
      expect(
        within(goals)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Stay locked (7)+7 RP / −10 PP', 'Run! (20)+7 RP / −10 PP']),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start challenge' }));

    expect(await screen.findByRole('heading', { name: 'Jock Training' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges').map((call) => call.body)).toEqual([
      {
        title: 'Jock Training',
        description: 'Locked all week, training and running.',
        durationDays: 7,
        goals: suggestion.goals,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers the form's partner options when the partner holds them, and sends the chosen ones with the start", async () => {
    const { api } = openDashboard(makeProfile(), undefined, partnerPresets.keyholder);
    const dialog = await startFirst();
    const confirms = await within(dialog).findByTestId('partner-confirms');
    fireEvent.click(
      within(confirms).getByRole('switch', { name: 'bob confirms each check-in and completed manual goal of this challenge' }),
    );
    fireEvent.click(within(confirms).getByRole('radio', { name: 'Count' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'bob approves a cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start challenge' }));

    expect(await screen.findByRole('heading', { name: 'Jock Training' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges').map((call) => call.body)).toEqual([
      expect.objectContaining({
        title: 'Jock Training',
        goals: suggestion.goals,
        partnerConfirms: 'count',
        partnerApproves: true,
      }),
    ]);
  });

  it('offers no partner option when the partner may only watch', async () => {
    const { api } = openDashboard(makeProfile(), undefined, partnerPresets.watcher);
    const dialog = await startFirst();
    await waitFor(() => expect(api.callsTo('GET', '/api/partner')).toHaveLength(1));
    expect(within(dialog).queryByTestId('partner-confirms')).toBeNull();
    expect(within(dialog).queryByTestId('partner-approves')).toBeNull();
  });

  it('opens the editor with the suggestion only when asked', async () => {
    const { api, router } = openDashboard(makeProfile());
    fireEvent.click(within(await startFirst()).getByRole('button', { name: 'Edit first' }));
    expect(await screen.findByText('New challenge screen')).toBeTruthy();
    expect(router.state.location.state).toEqual({ predefined: suggestion });
    expect(api.callsTo('POST', '/api/challenges')).toEqual([]);
  });

  it('sends a player who carries punishment points to the editor to pick punishment goals first', async () => {
    const { api, router } = openDashboard(makeProfile({ punishmentPoints: 12 }));
    const dialog = await startFirst();
    expect(within(dialog).getByTestId('suggestion-needs-punishment').textContent).toMatch(/^You carry 12 punishment points/);
    expect(within(dialog).queryByRole('button', { name: 'Start challenge' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick punishment goals' }));
    expect(await screen.findByText('New challenge screen')).toBeTruthy();
    expect(router.state.location.state).toEqual({ predefined: suggestion });
    expect(api.callsTo('POST', '/api/challenges')).toEqual([]);
  });

  it('keeps the confirmation open with the server’s reason when the start is refused', async () => {
    const message = 'You already have an active challenge. Finish or cancel it first.';
    openDashboard(makeProfile(), fail(409, 'active_challenge_exists', message));
    const dialog = await startFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start challenge' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(screen.getByText('No Active Challenge')).toBeTruthy();
  });
});
