import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { ExternalGoalWidget } from './external-goal-widget';

const GOAL_ID = '0b5c3c1e-8f63-4a3e-9a0e-0c5b0b1f2a01';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExternalGoalWidget', () => {
  it('generates and copies a token, then validates a pasted completion', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    const api = mockApi({
      'POST /api/external/tokens': { body: { token: 'tok-123', expiresAt: '2030-01-01T00:00:00.000Z' } },
      'POST /api/external/completions': fail(400, 'invalid_completion', 'Invalid completion'),
    });
    renderPage(<ExternalGoalWidget goalId={GOAL_ID} />, { me: makeProfile() });

    fireEvent.click(await screen.findByRole('button', { name: 'Generate Token' }));
    expect(
      await screen.findByText('Token generated and copied to clipboard! Paste it in your external application.'),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('tok-123');
    expect(api.callsTo('POST', '/api/external/tokens')[0]?.body).toEqual({ goalId: GOAL_ID });

    const addProgress = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Progress' });
    const box = screen.getByLabelText('Completion from your external application');
    expect(addProgress.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(addProgress.disabled).toBe(true);

    fireEvent.change(box, { target: { value: ' bad-completion ' } });
    expect(addProgress.disabled).toBe(false);
    fireEvent.click(addProgress);
    expect(await screen.findByText('Invalid completion token. Please check and try again.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/external/completions')[0]?.body).toEqual({ completion: 'bad-completion' });

    api.routes['POST /api/external/completions'] = {
      body: { addedValue: 30, unit: 'minutes', currentValue: 45, goalValue: 60 },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Add Progress' }));
    expect(await screen.findByText('Progress added: +30 minutes. Total: 45/60')).toBeTruthy();
    expect(screen.queryByLabelText('Completion from your external application')).toBeNull();
  });

  it('shows the token when copying fails, and a generic error for other validation failures', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    mockApi({
      'POST /api/external/tokens': { body: { token: 'tok-456', expiresAt: '2030-01-01T00:00:00.000Z' } },
      'POST /api/external/completions': fail(500, 'internal', 'Boom'),
    });
    renderPage(<ExternalGoalWidget goalId={GOAL_ID} />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Token' }));
    expect(
      await screen.findByText('Token generated but failed to copy to clipboard. Please copy manually: tok-456'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Completion from your external application'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Progress' }));
    expect(await screen.findByText('Error validating completion. Please try again.')).toBeTruthy();
  });

  it('says so when the token cannot be generated', async () => {
    mockApi({ 'POST /api/external/tokens': fail(500, 'internal', 'Boom') });
    renderPage(<ExternalGoalWidget goalId={GOAL_ID} />, { me: makeProfile() });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText('Failed to generate token. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Progress' })).toBeNull();
  });
});
