import { Plural, Trans } from '@lingui/react/macro';
import type { GradedChallenge } from '@gauntlet/core';
import { PointsText } from '../points-text';

interface Props {
  projected: GradedChallenge;
  /** The most this challenge can pay at its finish. */
  rewardCap: number;
}

/** The challenge's outcome if it ended today, announced again whenever a goal's standing changes. */
export function OutcomeProjection({ projected, rewardCap }: Props) {
  const passed = projected.goals.filter((goal) => goal.succeeded).length;
  return (
    <div aria-live="polite" data-testid="projected-outcome">
      <p className="mb-0">
        <Trans>
          If it ended today: <PointsText {...projected} /> with {passed} of{' '}
          <Plural value={{ goalCount: projected.goals.length }} one="# goal" other="# goals" /> passed.
        </Trans>
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
