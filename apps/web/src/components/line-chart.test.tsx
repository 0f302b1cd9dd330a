import { screen, within } from '@testing-library/react';
import { renderInLanguage } from '../test/render';
import { describe, expect, it } from 'vitest';
import { LineChart } from './line-chart';

const day = (at: string) => at.slice(5, 10);

describe('LineChart', () => {
  it('names itself, draws a goal line and gives each series a table of its values', () => {
    renderInLanguage(
      <LineChart
        title="Balances"
        summary="RP rose to 8; PP fell to 0."
        series={[
          {
            name: 'RP',
            points: [
              { at: '2026-03-01T10:00:00Z', value: 0 },
              { at: '2026-03-04T10:00:00Z', value: 8 },
            ],
          },
          { name: 'PP', points: [{ at: '2026-03-02T10:00:00Z', value: 3 }] },
        ]}
        goal={{ value: 10, label: 'Goal 10' }}
        formatAt={day}
        steps
        testId="chart"
      />,
    );
    const chart = screen.getByTestId('chart');
    const svg = within(chart).getByRole('img', { name: /Balances/ });
    expect(svg.querySelector('desc')?.textContent).toBe('RP rose to 8; PP fell to 0.');
    expect(within(chart).getByTestId('chart-goal-line').textContent).toBe('Goal 10');
    expect(svg.querySelectorAll('path')[0]?.getAttribute('d')).toMatch(/^M\S+ \S+ H\S+ V\S+$/);
    const rp = within(chart).getByRole('table', { name: 'Balances: RP' });
    expect(
      within(rp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03-01', '0', '03-04', '8']);
    const pp = within(chart).getByRole('table', { name: 'Balances: PP' });
    expect(
      within(pp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['03-02', '3']);
  });
});
