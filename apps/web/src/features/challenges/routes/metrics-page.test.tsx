import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, renderPage } from '../../../test/render';
import { makeMetric } from '../test-support/fixtures';
import { fail, mockApi } from '../../../test/mock-api';
import MetricsPage from './metrics-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const run = makeMetric({
  metric: 'distance-run',
  name: 'Distance run',
  unit: 'km',
  currentValue: 4,
  gradingType: 'AutomaticHigher',
});

describe('MetricsPage', () => {
  it('sets a value on Enter and steps with plus', async () => {
    const api = mockApi({
      'GET /api/challenges/metrics': { body: [run, makeMetric()] },
      'PUT /api/challenges/metrics/distance-run': (body) => ({
        body: { ...run, currentValue: (body as { value: number }).value },
      }),
      'POST /api/challenges/metrics/distance-run/step': { body: { ...run, currentValue: 10 } },
    });
    renderPage(<MetricsPage />, { me: makeProfile() });
    const input = await screen.findByLabelText<HTMLInputElement>('Distance run');
    expect(input.value).toBe('4');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // The value entered stays while it is sent: it never shows the old one meanwhile.
    expect(input.value).toBe('9');
    await waitFor(() => expect(api.callsTo('PUT', '/api/challenges/metrics/distance-run')[0]?.body).toEqual({ value: 9 }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Distance run').value).toBe('9'));

    fireEvent.click(screen.getByRole('button', { name: 'Increase Distance run' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Distance run').value).toBe('10'));
    expect(api.callsTo('POST', '/api/challenges/metrics/distance-run/step')[0]?.body).toEqual({ delta: 1 });

    // Check-in metrics of the active challenge only move by check-in.
    expect(screen.getByLabelText<HTMLInputElement>('Workout days').disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('reverts a refused value', async () => {
    mockApi({
      'GET /api/challenges/metrics': { body: [run] },
      'PUT /api/challenges/metrics/distance-run': fail(409, 'metric_locked', 'This metric cannot be set.'),
    });
    renderPage(<MetricsPage />, { me: makeProfile() });
    const input = await screen.findByLabelText<HTMLInputElement>('Distance run');
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(await screen.findByText('This metric cannot be set.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Distance run').value).toBe('4');
  });

  it('shows a manual goal as its result, not as a number of its unit', async () => {
    const manual = (currentValue: number) =>
      makeMetric({ metric: 'clean-days', name: 'Days the home was tidied', unit: 'days', currentValue, gradingType: 'Manual' });
    mockApi({ 'GET /api/challenges/metrics': { body: [manual(100)] } });
    const view = renderPage(<MetricsPage />, { me: makeProfile() });
    const row = await screen.findByTestId('metric-row-clean-days');
    expect(row.textContent).toBe('Days the home was tidiedCompletedGraded with the switch on the dashboard.');
    expect(row.textContent).not.toMatch(/100|days/);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    view.unmount();

    mockApi({ 'GET /api/challenges/metrics': { body: [manual(0)] } });
    renderPage(<MetricsPage />, { me: makeProfile() });
    expect((await screen.findByTestId('metric-result-clean-days')).textContent).toBe('Not Completed');
  });

  it('shows the empty state and the load failure', async () => {
    mockApi({ 'GET /api/challenges/metrics': { body: [] } });
    const view = renderPage(<MetricsPage />, { me: makeProfile() });
    expect(await screen.findByText(/No metrics yet/)).toBeTruthy();
    view.unmount();

    mockApi({ 'GET /api/challenges/metrics': fail(500, 'internal', 'Boom') });
    renderPage(<MetricsPage />, { me: makeProfile() });
    expect(await screen.findByText('Failed to load metrics.')).toBeTruthy();
  });
});
