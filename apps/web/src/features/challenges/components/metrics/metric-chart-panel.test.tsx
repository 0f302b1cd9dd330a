import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricHistory } from '@gauntlet/core';
import { activateLanguage } from '../../../../lib/i18n';
import { makeProfile, renderPage } from '../../../../test/render';
import { fail, mockApi } from '../../../../test/mock-api';
import { makeMetric } from '../../test-support/fixtures';
import MetricsPage from '../../routes/metrics-page';
import { MetricChartPanel } from './metric-chart-panel';

const url = 'GET /api/challenges/metrics/distance-run/history';
const history: MetricHistory = {
  metric: 'distance-run',
  name: 'Distance run',
  unit: 'km',
  changes: [
    { at: '2026-11-02T10:00:00.000Z', value: 0 },
    { at: '2026-11-10T10:00:00.000Z', value: 4 },
    { at: '2026-11-20T10:00:00.000Z', value: 9.5 },
  ],
  goal: { value: 20, gradingType: 'AutomaticHigher' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MetricChartPanel', () => {
  it('draws the values with the goal line and says what they show', async () => {
    mockApi({ [url]: { body: history } });
    renderPage(<MetricChartPanel metric="distance-run" />, { me: makeProfile() });
    const chart = await screen.findByTestId('metric-history-chart');
    const svg = within(chart).getByRole('img', { name: /Distance run over time/ });
    expect(svg.textContent).toContain(
      '3 values from 2 Nov 2026 to 20 Nov 2026: lowest 0 km, highest 9.5 km, now 9.5 km. The goal is 20 km.',
    );
    expect(within(chart).getByTestId('chart-goal-line').textContent).toBe('Goal 20');
    const rows = within(chart).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2 Nov 20260', '10 Nov 20264', '20 Nov 20269.5']);
  });

  it('speaks of one unit in the singular', async () => {
    const days = {
      ...history,
      name: 'Days locked',
      unit: 'days',
      changes: [{ at: '2026-11-20T10:00:00.000Z', value: 1 }],
      goal: null,
    };
    mockApi({ [url]: { body: days } });
    renderPage(<MetricChartPanel metric="distance-run" />, { me: makeProfile() });
    const chart = await screen.findByTestId('metric-history-chart');
    expect(within(chart).getByRole('img').textContent).toContain('One value, 1 day on 20 Nov 2026.');
  });

  it('shows a spinner, then a failure with Retry, then a word when there are no values', async () => {
    const api = mockApi({ [url]: fail(500, 'internal') });
    renderPage(<MetricChartPanel metric="distance-run" />, { me: makeProfile() });
    expect(screen.getByText('Loading chart…')).toBeTruthy();
    expect(await screen.findByText('Failed to load the chart.')).toBeTruthy();
    api.routes[url] = { body: { ...history, changes: [], goal: null } };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No values recorded yet.')).toBeTruthy();
  });

  it('opens from the metrics screen under the metric’s row, and closes again', async () => {
    const api = mockApi({
      'GET /api/challenges/metrics': {
        body: [makeMetric({ metric: 'distance-run', name: 'Distance run', unit: 'km', gradingType: null })],
      },
      [url]: { body: history },
    });
    renderPage(<MetricsPage />, { me: makeProfile() });
    const toggle = await screen.findByRole('button', { name: 'Chart of Distance run' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.callsTo('GET', url.slice(4))).toHaveLength(0);
    fireEvent.click(toggle);
    expect(await screen.findByTestId('metric-history-chart')).toBeTruthy();
    const opened = screen.getByRole('button', { name: 'Hide chart of Distance run' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(
      document.getElementById(opened.getAttribute('aria-controls')!)?.contains(screen.getByTestId('metric-history-chart')),
    ).toBe(true);
    fireEvent.click(opened);
    expect(screen.queryByTestId('metric-history-chart')).toBeNull();
  });
});

describe('MetricChartPanel in Spanish', () => {
  afterEach(() => activateLanguage('en'));

  it('names the metric and says what the values show in Spanish', async () => {
    await activateLanguage('es');
    mockApi({ [url]: { body: history } });
    renderPage(<MetricChartPanel metric="distance-run" />, { me: makeProfile() });
    const chart = await screen.findByTestId('metric-history-chart');
    const svg = within(chart).getByRole('img', { name: /Distancia corrida a lo largo del tiempo/ });
    expect(svg.textContent).toContain(
      '3 valores del 2 nov 2026 al 20 nov 2026: mínimo 0 km, máximo 9,5 km, ahora 9,5 km. El objetivo es 20 km.',
    );
    expect(within(chart).getByTestId('chart-goal-line').textContent).toBe('Objetivo 20');
  });
});
