/** A value at a moment (an ISO date or timestamp), as a chart receives it, in any order. */
export interface ChartPoint {
  at: string;
  value: number;
}

interface PlotPoint extends ChartPoint {
  x: number;
  y: number;
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SeriesPlot {
  /** One list per series, oldest first. */
  lines: PlotPoint[][];
  /** The top of the value axis (at least 1, and at least every extra value). */
  maxValue: number;
  /** Where a value sits on the value axis. */
  yOf: (value: number) => number;
}

/**
 * Positions several series in one plot area on shared axes: time runs left to right across all
 * of them (evenly spread when all moments are equal), values bottom (0) to top (maxValue).
 * `extraValues` (a goal line) widen the value axis so they stay inside the area. Points with an
 * unreadable moment are left out.
 */
export function plotSeries(
  series: readonly (readonly ChartPoint[])[],
  area: PlotArea,
  extraValues: readonly number[] = [],
): SeriesPlot {
  const dated = series.map((points) =>
    points
      .map((point) => ({ ...point, time: new Date(point.at).getTime() }))
      .filter((point) => Number.isFinite(point.time))
      .sort((a, b) => a.time - b.time),
  );
  const all = dated.flat();
  const maxValue = Math.max(1, ...extraValues, ...all.map((point) => point.value));
  const times = all.map((point) => point.time);
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const yOf = (value: number) => round(area.top + area.height - (Math.max(0, value) / maxValue) * area.height);
  const lines = dated.map((points) =>
    points.map(({ at, value, time }, index) => {
      const share = all.length === 1 ? 0.5 : span > 0 ? (time - first) / span : index / Math.max(1, points.length - 1);
      return { at, value, x: round(area.left + share * area.width), y: yOf(value) };
    }),
  );
  return { lines, maxValue, yOf };
}

const round = (value: number) => Math.round(value * 10) / 10;
