import { plural, t } from '@lingui/core/macro';
import type { RoutineLog } from '@gauntlet/core';
import { LineChart } from '../../../components/line-chart';
import { formatDate } from '../../../lib/date-format';

interface Props {
  routineName: string;
  /** Logs of this routine, in any order. */
  entries: readonly Pick<RoutineLog, 'date' | 'score'>[];
}

/** One routine's scores over time. */
export default function RoutineScoreChart({ routineName, entries }: Props) {
  const sessions = entries
    .filter((entry) => Number.isFinite(new Date(entry.date).getTime()))
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime());
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return <p className="text-body-secondary mb-0">{t`No scores for this routine yet.`}</p>;

  const scores = sessions.map((entry) => entry.score);
  const firstDay = formatDate(first.date);
  const lastDay = formatDate(last.date);
  const summary =
    sessions.length === 1
      ? t`One session on ${firstDay} with a score of ${{ score: first.score }}.`
      : t`${plural({ sessionCount: sessions.length }, { one: '# session', other: '# sessions' })} from ${firstDay} to ${lastDay}. Lowest score ${{ lowest: Math.min(...scores) }}, highest ${{ highest: Math.max(...scores) }}, latest ${{ latest: last.score }}.`;
  return (
    <LineChart
      title={t`Scores of ${routineName}`}
      summary={summary}
      series={[{ name: t`Score`, points: sessions.map((entry) => ({ at: entry.date, value: entry.score })) }]}
      testId="routine-score-chart"
    />
  );
}
