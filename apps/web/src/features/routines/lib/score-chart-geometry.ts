/** A score at a moment, as the chart receives it (any order). */
export interface ScoreEntry {
  date: string;
  score: number;
}

interface PlotPoint extends ScoreEntry {
  x: number;
  y: number;
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ScorePlot {
  /** Oldest first. */
  points: PlotPoint[];
  /** The top of the score axis (at least 1). */
  maxScore: number;
}

/**
 * Positions scores in a plot area: time runs left to right (evenly spread when all dates are
 * equal), scores bottom (0) to top (maxScore). Entries with an unreadable date are left out.
 */
export function plotScores(entries: readonly ScoreEntry[], area: PlotArea): ScorePlot {
  const dated = entries
    .map((entry) => ({ ...entry, time: new Date(entry.date).getTime() }))
    .filter((entry) => Number.isFinite(entry.time))
    .sort((a, b) => a.time - b.time);
  const maxScore = Math.max(1, ...dated.map((entry) => entry.score));
  const first = dated[0]?.time ?? 0;
  const span = (dated.at(-1)?.time ?? 0) - first;
  const points = dated.map(({ date, score, time }, index) => {
    const share = dated.length === 1 ? 0.5 : span > 0 ? (time - first) / span : index / (dated.length - 1);
    return {
      date,
      score,
      x: round(area.left + share * area.width),
      y: round(area.top + area.height - (Math.max(0, score) / maxScore) * area.height),
    };
  });
  return { points, maxScore };
}

const round = (value: number) => Math.round(value * 10) / 10;
