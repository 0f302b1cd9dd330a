import { t } from '@lingui/core/macro';
import type { MetricHistory } from '@gauntlet/core';
import { LineChart } from '../../../../components/line-chart';
import { formatDate } from '../../../../lib/date-format';
import { formatNumber } from '../../../../lib/format';
import { metricName, unitName } from '../../lib/catalogue/metrics';

/** A metric's values over time as steps (a value holds until the next), with its goal's line. */
export default function MetricHistoryChart({ history }: { history: MetricHistory }) {
  const { changes, goal } = history;
  const name = metricName(history.metric, history.name);
  const unit = unitName(history.unit);
  const first = changes[0]!;
  const last = changes.at(-1)!;
  const values = changes.map((change) => change.value);
  const amount = (value: number) => `${formatNumber(value)} ${unitName(history.unit, value)}`.trim();
  const count = changes.length;
  const from = formatDate(first.at);
  const to = formatDate(last.at);
  const lowest = amount(Math.min(...values));
  const highest = amount(Math.max(...values));
  const now = amount(last.value);
  const goalAmount = goal ? amount(goal.value) : '';
  const valuesText =
    count === 1
      ? t`One value, ${now} on ${to}.`
      : t`${count} values from ${from} to ${to}: lowest ${lowest}, highest ${highest}, now ${now}.`;
  const summary = goal ? `${valuesText} ${t`The goal is ${goalAmount}.`}` : valuesText;
  const goalValue = goal ? formatNumber(goal.value) : '';
  return (
    <LineChart
      title={t`${name} over time`}
      summary={summary}
      series={[{ name: unit ? `${name} (${unit})` : name, points: changes }]}
      goal={goal ? { value: goal.value, label: t`Goal ${goalValue}` } : undefined}
      steps
      testId="metric-history-chart"
    />
  );
}
