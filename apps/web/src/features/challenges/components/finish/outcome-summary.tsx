import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatNumber } from '../../../../lib/format';
import { ListGroup } from 'react-bootstrap';
import { REWARD_CAP_PER_DAY, type ChallengeOutcome } from '@gauntlet/core';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { goalResultText } from '../../lib/goal-result-text';

/**
 * Points earned by a finished or cancelled challenge, and each goal's result. What it moved is
 * said as RP earned and PP received: "Reward Points" alone is the balance, shown beside it.
 */
export function OutcomeSummary({ outcome }: { outcome: ChallengeOutcome }) {
  return (
    <div data-testid="challenge-outcome">
      <p className="mb-1 fw-semibold">{outcome.status === 'Cancelled' ? t`Challenge cancelled.` : t`Challenge completed.`}</p>
      <p className="mb-1" data-testid="outcome-rp">
        <Trans>RP earned: {{ rewardPoints: formatNumber(outcome.rewardPoints) }}</Trans>
      </p>
      {outcome.uncappedRewardPoints > outcome.rewardPoints && (
        <p className="mb-1 small text-body-secondary" data-testid="outcome-reward-capped">
          <Trans>
            Capped from {{ uncapped: outcome.uncappedRewardPoints }} RP: a challenge pays at most {REWARD_CAP_PER_DAY} RP for each
            day that no finished challenge has paid yet.
          </Trans>
        </p>
      )}
      <p className="mb-1" data-testid="outcome-pp">
        <Trans>PP received: {{ punishmentPoints: formatNumber(outcome.punishmentPoints) }}</Trans>
      </p>
      {outcome.restoredPunishmentPoints > 0 && (
        <p className="mb-1 small text-body-secondary" data-testid="outcome-pp-restored">
          <Trans>
            The {{ restored: outcome.restoredPunishmentPoints }} punishment points this challenge worked off are owed again.
          </Trans>
        </p>
      )}
      <p className="mb-2" data-testid="outcome-cancel-penalty">
        <Trans>Your cancel penalty is now {{ cancelPenalty: outcome.cancelPenalty }} %.</Trans>
      </p>
      {outcome.goals.length > 0 && (
        <ListGroup as="ul" className="mb-0">
          {outcome.goals.map((goal) => (
            <ListGroup.Item as="li" key={goal.goalId} className="d-flex flex-wrap justify-content-between gap-2">
              <span className="text-break">{goalTitleText(goal.title)}</span>
              <span>
                {goalResultText(goal.gradingType, goal.currentValue, goal.goalValue)}{' '}
                <span className={goal.succeeded ? 'text-success fw-semibold' : 'text-danger fw-semibold'}>
                  {goal.succeeded ? t`Passed` : t`Failed`}
                </span>
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </div>
  );
}
