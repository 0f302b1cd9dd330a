import { Plural, Trans } from '@lingui/react/macro';
import type { ChallengeStakes, GradedChallenge } from '@gauntlet/core';
import { formatPointsChange } from '../../../../lib/format';
import { PointsText } from '../points-text';

interface Props {
  projected: GradedChallenge;
  /** What passing every goal pays and failing every goal costs. */
  stakes: ChallengeStakes;
  /** The most this challenge can pay at its finish. */
  rewardCap: number;
}

/**
 * The challenge's outcome if it ended today, announced again whenever a goal's standing changes.
 * While no goal passes (a first day), that outcome is the worst case, and it says so beside what
 * passing every goal would pay.
 */
export function OutcomeProjection({ projected, stakes, rewardCap }: Props) {
  const passed = projected.goals.filter((goal) => goal.succeeded).length;
  const best = formatPointsChange(stakes.bestRewardPoints, 'RP');
  return (
    <div aria-live="polite" data-testid="projected-outcome">
      <p className="mb-0">
        {passed === 0 && projected.goals.length > 0 ? (
          <Trans>
            If it ended today: <PointsText {...projected} />, the worst case, as no goal passes yet. Passing every goal pays{' '}
            {best}.
          </Trans>
        ) : (
          <Trans>
            If it ended today: <PointsText {...projected} /> with {passed} of{' '}
            <Plural value={{ goalCount: projected.goals.length }} one="# goal" other="# goals" /> passed.
          </Trans>
        )}
      </p>
      {projected.uncappedRewardPoints > projected.rewardPoints && (
        <p className="small text-body-secondary mb-0" data-testid="projected-reward-capped">
          <Trans>
            Capped from {{ uncapped: projected.uncappedRewardPoints }} RP: this challenge can pay at most {rewardCap} RP, for the
            days no finished challenge has paid yet.
          </Trans>
        </p>
      )}
    </div>
  );
}
