import { t } from '@lingui/core/macro';
import type { MetricHistory } from '@gauntlet/core';
import { LineChart } from '../../../components/line-chart';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const formatAt = (at: string) => dayMonth.format(new Date(at));

/** A metric's values over time as steps (a value holds until the next), with its goal's line. */
export default function MetricHistoryChart({ history }: { history: MetricHistory }) {
  const { changes, goal, name, unit } = history;
  const first = changes[0]!;
  const last = changes.at(-1)!;
  const values = changes.map((change) => change.value);
  // Units are plural nouns ('days', 'km', 'sessions'): one of them is '1 day'.
  const amount = (value: number) => `${value} ${value === 1 ? unit.replace(/s$/, '') : unit}`.trim();
  const goalText = goal ? ` The goal is ${amount(goal.value)}.` : '';
  const summary =
    changes.length === 1
      ? `One value, ${amount(first.value)} on ${formatAt(first.at)}.${goalText}`
      : `${changes.length} values from ${formatAt(first.at)} to ${formatAt(last.at)}: lowest ${amount(Math.min(...values))}, ` +
        `highest ${amount(Math.max(...values))}, now ${amount(last.value)}.${goalText}`;
  return (
    <LineChart
      title={t`${name} over time`}
      summary={summary}
      series={[{ name: unit ? `${name} (${unit})` : name, points: changes }]}
      goal={goal ? { value: goal.value, label: `Goal ${goal.value}` } : undefined}
      formatAt={formatAt}
      steps
      testId="metric-history-chart"
    />
  );
}
