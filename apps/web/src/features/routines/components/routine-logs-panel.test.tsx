import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { fail, mockApi } from '../../../test/mock-api';
import { ARMS_ID, LEGS_ID, makeLog, USER_ID } from '../test-support/fixtures';
import { RoutineLogsPanel } from './routine-logs-panel';

const LOGS = `GET /api/routines/users/${USER_ID}/logs?limit=10`;
const scoresPath = (routineId: string) => `/api/routines/users/${USER_ID}/logs?limit=50&routineId=${routineId}`;
const scoresOf = (routineId: string) => `GET ${scoresPath(routineId)}`;

const legLogs = [
  makeLog({ id: 'l3', score: 7, date: '2026-03-09T12:00:00.000Z' }),
  makeLog({ id: 'l1', score: 2, date: '2026-03-01T12:00:00.000Z' }),
];
const armLog = makeLog({ id: 'l2', routineId: ARMS_ID, routineName: 'Arm day', score: 4, date: '2026-03-05T12:00:00.000Z' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoutineLogsPanel', () => {
  it('lists the latest logs with day-month, routine and score', async () => {
    mockApi({
      [LOGS]: { body: [legLogs[0], armLog, legLogs[1]] },
      [scoresOf(LEGS_ID)]: { body: legLogs },
      [scoresOf(ARMS_ID)]: { body: [armLog] },
    });
    renderPage(<RoutineLogsPanel userId={USER_ID} />, { me: null });
    const rows = await screen.findAllByTestId('routine-log');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('9 Mar 2026');
    expect(rows[0]!.textContent).toContain('Leg day');
    expect(rows[0]!.textContent).toContain('Score: 7');
    expect(rows[1]!.textContent).toContain('Arm day');
  });

  it('draws the chosen routine’s scores as an accessible chart, loaded on demand', async () => {
    const api = mockApi({
      [LOGS]: { body: [legLogs[0], armLog] },
      [scoresOf(LEGS_ID)]: { body: legLogs },
      [scoresOf(ARMS_ID)]: { body: [armLog] },
    });
    renderPage(<RoutineLogsPanel userId={USER_ID} />, { me: null });
    const chart = await screen.findByTestId('routine-score-chart');
    const svg = within(chart).getByRole('img', { name: /Scores of Leg day/ });
    expect(svg.querySelector('title')?.textContent).toBe('Scores of Leg day');
    expect(svg.querySelector('desc')?.textContent).toContain('2 sessions');
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
    const cells = within(chart)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['1 Mar 2026', '2', '9 Mar 2026', '7']);
    expect(api.callsTo('GET', scoresPath(LEGS_ID))).toHaveLength(1);

    const select = screen.getByLabelText<HTMLSelectElement>('Scores over time');
    expect([...select.options].map((option) => option.text)).toEqual(['Leg day', 'Arm day']);
    fireEvent.change(select, { target: { value: ARMS_ID } });
    expect(await screen.findByRole('img', { name: /Scores of Arm day/ })).toBeTruthy();
  });

  it('shows the empty state and a load failure', async () => {
    mockApi({ [LOGS]: { body: [] } });
    const view = renderPage(<RoutineLogsPanel userId={USER_ID} />, { me: null });
    expect(await screen.findByText('No routine logs yet.')).toBeTruthy();
    expect(screen.queryByTestId('routine-score-panel')).toBeNull();
    view.unmount();

    mockApi({ [LOGS]: fail(500, 'internal', 'Boom') });
    renderPage(<RoutineLogsPanel userId={USER_ID} />, { me: null });
    expect(await screen.findByText('Failed to load routine logs.')).toBeTruthy();
  });
});
