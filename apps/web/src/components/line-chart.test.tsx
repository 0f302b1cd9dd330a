import { screen, within } from '@testing-library/react';
import { renderInLanguage } from '../test/render';
import { describe, expect, it } from 'vitest';
import { LineChart, type ChartSeries } from './line-chart';

function drawChart(series: ChartSeries[], steps = true) {
  const view = renderInLanguage(
    <LineChart title="Balances" summary="What moved." series={series} timeZone="UTC" steps={steps} testId="chart" />,
  );
  const chart = screen.getByTestId('chart');
  const svg = within(chart).getByRole('img', { name: /Balances/ });
  return {
    unmount: view.unmount,
    svg,
    /** The time axis's labels, left to right. */
    axis: () =>
      [...svg.querySelectorAll('text')].map((text) => text.textContent).filter((text) => /\d\d:\d\d|\d{4}/.test(text ?? '')),
    cells: (name: string) =>
      within(within(chart).getByRole('table', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
  };
}

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
        timeZone="UTC"
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
    ).toEqual(['1 Mar 2026', '0', '4 Mar 2026', '8']);
    const pp = within(chart).getByRole('table', { name: 'Balances: PP' });
    expect(
      within(pp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 Mar 2026', '3']);
  });

  it('reads a history of one day in hours, naming the day once', () => {
    const { axis, cells } = drawChart([
      {
        name: 'RP',
        points: [
          { at: '2026-03-01T09:15:00Z', value: 0 },
          { at: '2026-03-01T11:40:00Z', value: 4 },
          { at: '2026-03-01T15:05:00Z', value: 9 },
        ],
      },
    ]);
    expect(axis()).toEqual(['1 Mar 2026, 09:15', '15:05']);
    expect(cells('Balances')).toEqual(['1 Mar 2026, 09:15', '0', '1 Mar 2026, 11:40', '4', '1 Mar 2026, 15:05', '9']);
  });

  it('draws a balance as it stood after each hour or day, so restarts within one draw no comb of lines', () => {
    // A challenge started and cancelled three times in a minute, then a day with one change.
    const restarts = [
      { at: '2026-03-01T10:00:01Z', value: 0 },
      { at: '2026-03-01T10:00:20Z', value: 68 },
      { at: '2026-03-01T10:00:40Z', value: 0 },
      { at: '2026-03-01T10:00:55Z', value: 73 },
      { at: '2026-03-01T10:01:10Z', value: 0 },
    ];
    const sameDay = drawChart([{ name: 'PP', points: [...restarts, { at: '2026-03-01T18:30:00Z', value: 5 }] }]);
    expect(sameDay.svg.querySelectorAll('circle')).toHaveLength(2);
    expect(sameDay.cells('Balances')).toEqual(['1 Mar 2026, 10:01', '0', '1 Mar 2026, 18:30', '5']);
    expect(sameDay.svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\S+ \S+ H\S+ V\S+$/);
    sameDay.unmount();

    const days = drawChart([{ name: 'PP', points: [...restarts, { at: '2026-03-03T08:00:00Z', value: 5 }] }]);
    expect(days.axis()).toEqual(['1 Mar 2026', '3 Mar 2026']);
    expect(days.cells('Balances')).toEqual(['1 Mar 2026', '0', '3 Mar 2026', '5']);
  });

  it('keeps every point of values that do not hold, such as training scores', () => {
    const scores = drawChart(
      [
        {
          name: 'Score',
          points: [
            { at: '2026-03-01T08:00:00Z', value: 3 },
            { at: '2026-03-01T08:20:00Z', value: 5 },
          ],
        },
      ],
      false,
    );
    expect(scores.svg.querySelectorAll('circle')).toHaveLength(2);
  });
});
