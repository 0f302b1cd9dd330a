import { t } from '@lingui/core/macro';
import { ListGroup } from 'react-bootstrap';
import { PUNISHMENT_GOAL_REWARD, type PunishmentOffer } from '@gauntlet/core';
import { OnlineButton } from '../../../../components/online-controls';
import { PointsText } from '../points-text';
import { PunishmentOfferItem } from './punishment-offer-item';

interface Props {
  picked: PunishmentOffer[];
  busy: boolean;
  onRemove: (metric: string) => void;
}

/** The punishment goals picked for the next challenge, each with what it pays and a Remove until the challenge is submitted. */
export function PickedPunishments({ picked, busy, onRemove }: Props) {
  if (picked.length === 0) return null;
  return (
    <>
      <h3 className="h6">{t`Picked for your next challenge`}</h3>
      <ListGroup as="ul" className="mb-3" data-testid="picked-punishments">
        {picked.map((offer) => (
          <PunishmentOfferItem
            key={offer.metric}
            offer={offer}
            action={(titleId) => (
              <span className="d-flex align-items-center gap-2">
                <PointsText rewardPoints={PUNISHMENT_GOAL_REWARD} punishmentPoints={offer.punishmentPoints} />
                <OnlineButton
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onRemove(offer.metric)}
                  disabled={busy}
                  aria-describedby={titleId}
                >
                  {t`Remove`}
                </OnlineButton>
              </span>
            )}
          />
        ))}
      </ListGroup>
    </>
  );
}
