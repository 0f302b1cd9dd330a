import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ListGroup } from 'react-bootstrap';
import { PUNISHMENT_GOAL_REWARD, type PartnerAddedPunishment } from '@gauntlet/core';
import { PointsText } from '../points-text';
import { PunishmentOfferItem } from './punishment-offer-item';

/**
 * The punishment goals the player's partner put on the next challenge, with who added each and
 * why. They go into the challenge at submit, so unlike the player's own picks they have no Remove.
 */
export function PartnerPunishments({ goals }: { goals: PartnerAddedPunishment[] }) {
  if (goals.length === 0) return null;
  return (
    <>
      <h3 className="h6">{t`Added by your partner`}</h3>
      <ListGroup as="ul" className="mb-3" data-testid="partner-punishments">
        {goals.map((goal) => (
          <PunishmentOfferItem
            key={goal.metric}
            offer={goal}
            action={() => <PointsText rewardPoints={PUNISHMENT_GOAL_REWARD} punishmentPoints={goal.punishmentPoints} />}
          >
            <div className="small text-break" data-testid="partner-punishment-reason">
              {goal.partner ? (
                <Trans>
                  Added by {{ partner: goal.partner.userName }}: {{ reason: goal.reason }}
                </Trans>
              ) : (
                <Trans>Added by your former partner: {{ reason: goal.reason }}</Trans>
              )}
            </div>
          </PunishmentOfferItem>
        ))}
      </ListGroup>
    </>
  );
}
