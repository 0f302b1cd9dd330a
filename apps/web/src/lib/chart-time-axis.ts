import { calendarDay, startOfDay } from '@gauntlet/core';
import type { ChartPoint } from './chart-geometry';

/**
 * What a chart's time axis counts: the hours of one day when everything it shows happened on
 * one calendar day of the zone (a new player's first day), else days.
 */
export type TimeAxis = 'hours' | 'days';

const HOUR_MS = 3_600_000;

const momentOf = (point: ChartPoint) => new Date(point.at);
const readable = (point: ChartPoint) => Number.isFinite(momentOf(point).getTime());

export function timeAxisOf(series: readonly (readonly ChartPoint[])[], timeZone: string): TimeAxis {
  const days = new Set(
    series
      .flat()
      .filter(readable)
      .map((point) => calendarDay(momentOf(point), timeZone)),
  );
  return days.size <= 1 ? 'hours' : 'days';
}

/** The hour of the zone's day a moment falls in, or its day, as a key. */
function periodOf(point: ChartPoint, axis: TimeAxis, timeZone: string): string {
  const moment = momentOf(point);
  const day = calendarDay(moment, timeZone);
  if (axis === 'days') return day;
  return `${day} ${Math.floor((moment.getTime() - startOfDay(moment, timeZone).getTime()) / HOUR_MS)}`;
}

/**
 * A value that holds until the next change (a balance, a metric), as it stood after the last
 * change of each hour or day, at that change's moment. The changes before it in the same hour or
 * day are listed beside the chart; drawn, they would stack into a comb of lines at one spot, as
 * a challenge started and cancelled a few times in a day did.
 */
export function lastChangeOfEach(points: readonly ChartPoint[], axis: TimeAxis, timeZone: string): ChartPoint[] {
  const latest = new Map<string, ChartPoint>();
  const oldestFirst = points.filter(readable).sort((a, b) => momentOf(a).getTime() - momentOf(b).getTime());
  for (const point of oldestFirst) {
    latest.set(periodOf(point, axis, timeZone), point);
  }
  return [...latest.values()];
}
