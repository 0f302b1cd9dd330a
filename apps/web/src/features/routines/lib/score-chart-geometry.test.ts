import { describe, expect, it } from 'vitest';
import { plotScores } from './score-chart-geometry';

const area = { left: 0, top: 0, width: 100, height: 50 };

describe('plotScores', () => {
  it('orders by date and places time left to right, score bottom to top', () => {
    const plot = plotScores(
      [
        { date: '2026-03-03T00:00:00.000Z', score: 4 },
        { date: '2026-03-01T00:00:00.000Z', score: 0 },
        { date: '2026-03-02T00:00:00.000Z', score: 2 },
      ],
      area,
    );
    expect(plot.maxScore).toBe(4);
    expect(plot.points.map(({ x, y }) => [x, y])).toEqual([
      [0, 50],
      [50, 25],
      [100, 0],
    ]);
  });

  it('centres a single point and skips unreadable dates', () => {
    const plot = plotScores(
      [
        { date: 'nope', score: 3 },
        { date: '2026-03-01T00:00:00.000Z', score: 0 },
      ],
      area,
    );
    expect(plot).toEqual({ maxScore: 1, points: [{ date: '2026-03-01T00:00:00.000Z', score: 0, x: 50, y: 50 }] });
  });
});
