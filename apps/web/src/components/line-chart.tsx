import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { plotSeries, type ChartPoint } from '../lib/chart-geometry';
import { lastChangeOfEach, timeAxisOf } from '../lib/chart-time-axis';
import { formatDate, formatDateTime, formatTime } from '../lib/date-format';

export interface ChartSeries {
  /** The legend's and the table's name for the values, e.g. "RP" or "Score". */
  name: string;
  points: readonly ChartPoint[];
}

interface Props {
  title: string;
  /** One or two sentences that say what the chart shows, for screen readers. */
  summary: string;
  series: readonly ChartSeries[];
  /** A horizontal line to compare with, such as a goal value. */
  goal?: { value: number; label: string };
  /** The zone whose days and hours the time axis counts; this device's when left out. */
  timeZone?: string;
  /**
   * Values that hold until the next change (balances, metrics) are drawn as steps, one for the
   * last change of each hour or day.
   */
  steps?: boolean;
  testId?: string;
}

const WIDTH = 320;
const HEIGHT = 170;
const AREA = { left: 34, top: 12, width: 272, height: 124 };
const BOTTOM = AREA.top + AREA.height;
const RIGHT = AREA.left + AREA.width;
const label = { fontSize: 11, fill: 'var(--bs-secondary-color)' } as const;
const TONES = ['var(--bs-primary)', 'var(--bs-danger)', 'var(--bs-success)'] as const;

function pathOf(points: readonly { x: number; y: number }[], steps: boolean): string {
  return points
    .map((point, index) => {
      if (index === 0) return `M${point.x} ${point.y}`;
      return steps ? `H${point.x} V${point.y}` : `L${point.x} ${point.y}`;
    })
    .join(' ');
}

/**
 * A small line chart drawn by hand as SVG, the one visual language of every chart in the app.
 * It scales to the width it gets (a 360 px phone included); screen readers get the title and
 * the summary, and the values themselves in visually hidden tables.
 */
export function LineChart({ title, summary, series: given, goal, timeZone, steps = false, testId }: Props) {
  const id = useId();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const axis = timeAxisOf(
    given.map((one) => one.points),
    zone,
  );
  const series = steps ? given.map((one) => ({ ...one, points: lastChangeOfEach(one.points, axis, zone) })) : given;
  // Within one day the axis reads in hours: the day is named once, at its start.
  const formatAt = (at: string) => (axis === 'hours' ? formatDateTime(at, zone) : formatDate(at, zone));
  const plot = plotSeries(
    series.map((one) => one.points),
    AREA,
    goal ? [goal.value] : [],
  );
  const plotted = plot.lines.flat();
  const first = plotted.reduce<(typeof plotted)[number] | undefined>((a, b) => (a && a.x <= b.x ? a : b), undefined);
  const last = plotted.reduce<(typeof plotted)[number] | undefined>((a, b) => (a && a.x >= b.x ? a : b), undefined);
  const middle = Math.round(plot.maxValue / 2);
  const showMiddle = middle > 0 && middle < plot.maxValue;
  const goalY = goal ? plot.yOf(goal.value) : null;

  return (
    <figure className="mb-0" data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        style={{ width: '100%', maxWidth: '32rem', height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g style={{ stroke: 'var(--bs-border-color)' }} strokeWidth={1}>
          <line x1={AREA.left} y1={AREA.top} x2={RIGHT} y2={AREA.top} strokeDasharray="3 3" />
          {showMiddle && <line x1={AREA.left} y1={plot.yOf(middle)} x2={RIGHT} y2={plot.yOf(middle)} strokeDasharray="3 3" />}
          <line x1={AREA.left} y1={BOTTOM} x2={RIGHT} y2={BOTTOM} />
          <line x1={AREA.left} y1={AREA.top} x2={AREA.left} y2={BOTTOM} />
        </g>
        <g style={label} textAnchor="end">
          <text x={AREA.left - 6} y={AREA.top + 4}>
            {plot.maxValue}
          </text>
          {showMiddle && (
            <text x={AREA.left - 6} y={plot.yOf(middle) + 4}>
              {middle}
            </text>
          )}
          <text x={AREA.left - 6} y={BOTTOM + 4}>
            0
          </text>
        </g>
        {first && last && (
          <g style={label}>
            <text x={AREA.left} y={HEIGHT - 8} textAnchor="start">
              {formatAt(first.at)}
            </text>
            {last.x > first.x && (
              <text x={RIGHT} y={HEIGHT - 8} textAnchor="end">
                {axis === 'hours' ? formatTime(last.at, zone) : formatAt(last.at)}
              </text>
            )}
          </g>
        )}
        {goal && goalY !== null && (
          <g data-testid="chart-goal-line">
            <line
              x1={AREA.left}
              y1={goalY}
              x2={RIGHT}
              y2={goalY}
              style={{ stroke: 'var(--bs-warning)' }}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
            <text x={RIGHT} y={goalY - 4} textAnchor="end" style={label}>
              {goal.label}
            </text>
          </g>
        )}
        {plot.lines.map((points, index) => (
          <g key={series[index]!.name} style={{ stroke: TONES[index % TONES.length], fill: TONES[index % TONES.length] }}>
            <path d={pathOf(points, steps)} fill="none" strokeWidth={2} strokeLinejoin="round" />
            {points.map((point, pointIndex) => (
              <circle key={`${point.at}-${pointIndex}`} cx={point.x} cy={point.y} r={3} stroke="none" />
            ))}
          </g>
        ))}
      </svg>
      {series.length > 1 && (
        <figcaption className="d-flex flex-wrap gap-3 small text-body-secondary mt-1" aria-hidden="true">
          {series.map((one, index) => (
            <span key={one.name} className="d-inline-flex align-items-center gap-1">
              <span style={{ width: 12, height: 3, background: TONES[index % TONES.length], display: 'inline-block' }} />
              {one.name}
            </span>
          ))}
        </figcaption>
      )}
      {series.map((one, index) => (
        <table key={one.name} className="visually-hidden">
          <caption>{series.length > 1 ? `${title}: ${one.name}` : title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{one.name}</th>
            </tr>
          </thead>
          <tbody>
            {plot.lines[index]!.map((point, pointIndex) => (
              <tr key={`${point.at}-${pointIndex}`}>
                <td>{formatAt(point.at)}</td>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </figure>
  );
}
