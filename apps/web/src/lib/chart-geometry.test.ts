import { describe, expect, it } from 'vitest';
import { plotSeries } from './chart-geometry';

const area = { left: 0, top: 0, width: 100, height: 50 };

describe('plotSeries', () => {
  it('orders by moment and places time left to right, values bottom to top', () => {
    const plot = plotSeries(
      [
        [
          { at: '2026-03-03T00:00:00.000Z', value: 4 },
          { at: '2026-03-01T00:00:00.000Z', value: 0 },
          { at: '2026-03-02T00:00:00.000Z', value: 2 },
        ],
      ],
      area,
    );
    expect(plot.maxValue).toBe(4);
    expect(plot.lines[0]!.map(({ x, y }) => [x, y])).toEqual([
      [0, 50],
      [50, 25],
      [100, 0],
    ]);
  });

  it('shares the axes between series and widens the value axis for extra values', () => {
    const plot = plotSeries(
      [[{ at: '2026-03-01T00:00:00.000Z', value: 2 }], [{ at: '2026-03-05T00:00:00.000Z', value: 1 }]],
      area,
      [10],
    );
    expect(plot.maxValue).toBe(10);
    expect(plot.lines.map((line) => line.map(({ x, y }) => [x, y]))).toEqual([[[0, 40]], [[100, 45]]]);
    expect(plot.yOf(10)).toBe(0);
  });

  it('centres a single point and skips unreadable moments', () => {
    const plot = plotSeries(
      [
        [
          { at: 'nope', value: 3 },
          { at: '2026-03-01T00:00:00.000Z', value: 0 },
        ],
      ],
      area,
    );
    expect(plot.maxValue).toBe(1);
    expect(plot.lines).toEqual([[{ at: '2026-03-01T00:00:00.000Z', value: 0, x: 50, y: 50 }]]);
  });
});
