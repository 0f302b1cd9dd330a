import { t } from '@lingui/core/macro';
import { checkInOutlook, type Challenge, type GradedGoal, type MetricState } from '@gauntlet/core';
import { formatPointsChange } from '../../../../lib/format';

interface Props {
  goalValue: number;
  metric: MetricState;
  challenge: Challenge;
  now: Date;
  /** What the goal pays or costs at the finish once met, by the finish's own grading (the reward cap included). */
  ifMet: GradedGoal;
  /** What it costs at the finish if it fails. */
  punishmentPoints: number;
}

/**
 * A check-in goal's standing right after today's check-in, in place of "would fail today", which
 * reads as a verdict on the first days: on track, at risk (no day to spare) or out of reach, with
 * what keeping going is worth at the finish.
 */
export function CheckInOutlookText({ goalValue, metric, challenge, now, ifMet, punishmentPoints }: Props) {
  const standing = {
    goalValue,
    checkIns: metric.currentValue,
    checkedInToday: metric.checkedInToday,
    checkedInYesterday: metric.checkedInYesterday,
  };
  const reward = formatPointsChange(ifMet.rewardPoints, 'RP');
  const cost = formatPointsChange(-punishmentPoints, 'PP');
  // With the reward cap spent, passing still keeps the punishment off.
  const worth = ifMet.rewardPoints > 0 ? t`${reward} at the finish` : t`no ${cost} at the finish`;
  switch (checkInOutlook(standing, now, challenge)) {
    case 'met':
      return <span className="text-success fw-semibold">{t`Goal met: ${worth}`}</span>;
    case 'on_track':
      return <span className="text-success fw-semibold">{t`On track: ${worth} if you keep going`}</span>;
    case 'at_risk':
      return <span className="text-warning-emphasis fw-semibold">{t`At risk: check in every day left for ${worth}`}</span>;
    case 'out_of_reach':
      return <span className="text-danger fw-semibold">{t`Out of reach: ${cost} at the finish`}</span>;
  }
}
