import { Plural, Trans } from '@lingui/react/macro';
import { REWARD_CAP_PER_DAY, rewardCap } from '@gauntlet/core';

/** The most a challenge of this length can pay, so that nobody is surprised at the finish. */
export function RewardCapNote({ durationDays }: { durationDays: number }) {
  return (
    <p className="small text-body-secondary mb-0" data-testid="reward-cap-note">
      <Trans>
        A challenge pays at most {REWARD_CAP_PER_DAY} RP a day: up to {{ rewardCap: rewardCap(durationDays) }} RP for{' '}
        <Plural value={durationDays} one="# day" other="# days" />. A day that a finished challenge already paid for pays nothing
        again.
      </Trans>
    </p>
  );
}
