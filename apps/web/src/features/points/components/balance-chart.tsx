import { plural, t } from '@lingui/core/macro';
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
  const firstDay = formatDate(first.at, timeZone);
  const lastDay = formatDate(last.at, timeZone);
  const summary = t`${plural({ movementCount: oldestFirst.length }, { one: '# movement', other: '# movements' })} from ${firstDay} to ${lastDay}: RP went from ${{ firstRewardBalance: first.rewardBalance }} to ${{ lastRewardBalance: last.rewardBalance }}, PP from ${{ firstPunishmentBalance: first.punishmentBalance }} to ${{ lastPunishmentBalance: last.punishmentBalance }}.`;
  return (
    <LineChart
      title={t`RP and PP balance over time`}
      summary={summary}
      series={[
        { name: t`RP`, points: oldestFirst.map((entry) => ({ at: entry.at, value: entry.rewardBalance })) },
        { name: t`PP`, points: oldestFirst.map((entry) => ({ at: entry.at, value: entry.punishmentBalance })) },
      ]}
      timeZone={timeZone}
      steps
      testId="balance-chart"
    />
  );
}
