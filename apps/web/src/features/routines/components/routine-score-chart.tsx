import { useId } from 'react';
import type { RoutineLog } from '@gauntlet/core';
import { formatDayMonth } from '../lib/day-month';
import { plotScores } from '../lib/score-chart-geometry';

interface Props {
  routineName: string;
  /** Logs of this routine, in any order. */
  entries: readonly Pick<RoutineLog, 'date' | 'score'>[];
}

const WIDTH = 320;
const HEIGHT = 170;
const AREA = { left: 34, top: 12, width: 272, height: 124 };
const BOTTOM = AREA.top + AREA.height;
const RIGHT = AREA.left + AREA.width;
const label = { fontSize: 11, fill: 'var(--bs-secondary-color)' } as const;

/**
 * A small line chart of one routine's scores over time, drawn by hand as SVG. Screen readers get
 * the title and a summary; the values themselves are in a visually hidden table.
 */
export default function RoutineScoreChart({ routineName, entries }: Props) {
  const id = useId();
  const { points, maxScore } = plotScores(entries, AREA);
  const first = points[0];
  const last = points.at(-1);
  const title = `Scores of ${routineName}`;

  if (!first || !last) return <p className="text-body-secondary mb-0">No scores for this routine yet.</p>;

  const scores = points.map((point) => point.score);
  const description =
    points.length === 1
      ? `One session on ${formatDayMonth(first.date)} with a score of ${first.score}.`
      : `${points.length} sessions from ${formatDayMonth(first.date)} to ${formatDayMonth(last.date)}. ` +
        `Lowest score ${Math.min(...scores)}, highest ${Math.max(...scores)}, latest ${last.score}.`;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const middle = Math.round(maxScore / 2);
  const middleY = BOTTOM - (middle / maxScore) * AREA.height;

  return (
    <figure className="mb-0" data-testid="routine-score-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ width: '100%', maxWidth: '32rem', height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <g style={{ stroke: 'var(--bs-border-color)' }} strokeWidth={1}>
          <line x1={AREA.left} y1={AREA.top} x2={RIGHT} y2={AREA.top} strokeDasharray="3 3" />
          {middle > 0 && middle < maxScore && <line x1={AREA.left} y1={middleY} x2={RIGHT} y2={middleY} strokeDasharray="3 3" />}
          <line x1={AREA.left} y1={BOTTOM} x2={RIGHT} y2={BOTTOM} />
          <line x1={AREA.left} y1={AREA.top} x2={AREA.left} y2={BOTTOM} />
        </g>
        <g style={label} textAnchor="end">
          <text x={AREA.left - 6} y={AREA.top + 4}>
            {maxScore}
          </text>
          {middle > 0 && middle < maxScore && (
            <text x={AREA.left - 6} y={middleY + 4}>
              {middle}
            </text>
          )}
          <text x={AREA.left - 6} y={BOTTOM + 4}>
            0
          </text>
        </g>
        <g style={label}>
          <text x={AREA.left} y={HEIGHT - 8} textAnchor="start">
            {formatDayMonth(first.date)}
          </text>
          {points.length > 1 && (
            <text x={RIGHT} y={HEIGHT - 8} textAnchor="end">
              {formatDayMonth(last.date)}
            </text>
          )}
        </g>
        <path d={line} fill="none" style={{ stroke: 'var(--bs-primary)' }} strokeWidth={2} strokeLinejoin="round" />
        <g style={{ fill: 'var(--bs-primary)' }}>
          {points.map((point, index) => (
            <circle key={`${point.date}-${index}`} cx={point.x} cy={point.y} r={3} />
          ))}
        </g>
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.date}-${index}`}>
              <td>{formatDayMonth(point.date)}</td>
              <td>{point.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
