import { t } from '@lingui/core/macro';
import type { LedgerEntry } from '@gauntlet/core';
import { LineChart } from '../../../components/line-chart';
import { formatDate } from '../../../lib/date-format';

interface Props {
  /** The loaded rows, newest first. */
  entries: readonly LedgerEntry[];
  timeZone: string;
}

/** RP and PP after each loaded movement, as steps: a balance holds until the next change. */
export default function BalanceChart({ entries, timeZone }: Props) {
  const oldestFirst = [...entries].reverse();
  const first = oldestFirst[0];
  const last = oldestFirst.at(-1);
  if (!first || !last) return null;
  const summary =
    `${oldestFirst.length} movements from ${formatDate(first.at, timeZone)} to ${formatDate(last.at, timeZone)}: ` +
    `RP went from ${first.rewardBalance} to ${last.rewardBalance}, PP from ${first.punishmentBalance} to ${last.punishmentBalance}.`;
  return (
    <LineChart
      title={t`RP and PP balance over time`}
      summary={summary}
      series={[
        { name: 'RP', points: oldestFirst.map((entry) => ({ at: entry.at, value: entry.rewardBalance })) },
        { name: 'PP', points: oldestFirst.map((entry) => ({ at: entry.at, value: entry.punishmentBalance })) },
      ]}
      timeZone={timeZone}
      steps
      testId="balance-chart"
    />
  );
}
