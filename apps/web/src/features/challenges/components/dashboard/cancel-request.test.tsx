import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChallengeOutcome, Dashboard } from '@gauntlet/core';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { makeChallenge, makeDashboard, makeMetric } from '../../test-support/fixtures';
import { makePage, makePartnership } from '../../../partner/test-support/fixtures';
import { ChallengeSection } from './challenge-section';

const REQUEST = { id: '6b1c6d5d-1f98-4b14-d35e-cf6e6a8e4f06', reason: 'My knee hurts', createdAt: '2026-11-27T10:00:00.000Z' };

/** A "partner approves" challenge whose partner (bob) holds the lock today. */
const locked = (overrides: Partial<Dashboard> = {}): Dashboard =>
  makeDashboard({
    activeChallenge: makeChallenge({ partnerApproves: true }),
    metrics: [makeMetric()],
    cancelNeedsApproval: true,
    ...overrides,
  });
const partnerPage = { body: makePage({ asPlayer: { partnership: makePartnership() } }) };

afterEach(() => vi.unstubAllGlobals());

describe('cancelling a challenge the partner approves', () => {
  it('asks the partner with a reason, then waits for their approval and can withdraw', async () => {
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: locked() },
      'GET /api/partner': partnerPage,
      'POST /api/challenges/active/cancel-request': { body: locked({ cancelRequest: REQUEST }) },
      'DELETE /api/challenges/active/cancel-request': { body: locked() },
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask bob to cancel' }));
    fireEvent.change(screen.getByLabelText('Why do you want to cancel? (optional)'), { target: { value: ' My knee hurts ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    const waiting = await screen.findByTestId('cancel-request');
    expect(within(waiting).getByRole('status').textContent).toContain('Waiting for bob’s approval to cancel.');
    expect(waiting.textContent).toContain('“My knee hurts”');
    expect(api.callsTo('POST', '/api/challenges/active/cancel-request').map((call) => call.body)).toEqual([
      { reason: 'My knee hurts' },
    ]);
    expect(api.callsTo('POST', '/api/challenges/active/cancel')).toHaveLength(0);

    fireEvent.click(within(waiting).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('button', { name: 'Ask bob to cancel' })).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/challenges/active/cancel-request')).toHaveLength(1);
  });

  it('cancels without approval only after a confirmation that says the partner is told and it is recorded', async () => {
    const outcome: ChallengeOutcome = {
      status: 'Cancelled',
      rewardPoints: 0,
      uncappedRewardPoints: 0,
      punishmentPoints: 1,
      restoredPunishmentPoints: 0,
      cancelPenalty: 15,
      goals: [],
    };
    const api = mockApi({
      'GET /api/challenges/dashboard': { body: locked({ cancelRequest: REQUEST }) },
      'GET /api/partner': partnerPage,
      'POST /api/challenges/active/cancel-without-approval': { body: outcome },
    });
    renderPage(<ChallengeSection />, { me: makeProfile({ cancelPenalty: 10 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel without approval' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel without approval?' });
    expect(within(dialog).getByTestId('cancel-without-approval-note').textContent).toContain(
      'your partner will be told, and it is recorded',
    );
    expect(api.callsTo('POST', '/api/challenges/active/cancel-without-approval')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel without approval' }));
    expect(await screen.findByTestId('challenge-outcome')).toBeTruthy();
    expect(api.callsTo('POST', '/api/challenges/active/cancel-without-approval')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/challenges/active/cancel')).toHaveLength(0);
  });

  it('shows the server’s refusal of a second request', async () => {
    mockApi({
      'GET /api/challenges/dashboard': { body: locked() },
      'GET /api/partner': partnerPage,
      'POST /api/challenges/active/cancel-request': fail(
        409,
        'cancel_request_open',
        'You already asked to cancel; wait for the answer or withdraw it.',
      ),
    });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask bob to cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('You already asked to cancel; wait for the answer or withdraw it.')).toBeTruthy();
  });

  it('keeps the ordinary cancel for a challenge that needs no approval', async () => {
    mockApi({ 'GET /api/challenges/dashboard': { body: locked({ cancelNeedsApproval: false }) } });
    renderPage(<ChallengeSection />, { me: makeProfile() });
    expect(await screen.findByRole('button', { name: 'Cancel Challenge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask .* to cancel/ })).toBeNull();
  });
});
