import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Card, ListGroup, Spinner } from 'react-bootstrap';
import { PUNISHMENT_GOAL_REWARD } from '@gauntlet/core';
import { LoadError } from '../../../../components/load-error';
import { errorMessage } from '../../../../lib/error-text';
import { useMe } from '../../../../lib/session';
import { usePickPunishment, usePunishment, useReroll } from '../../api/punishment-api';
import { PointsText } from '../points-text';
import { PunishmentOfferItem } from './punishment-offer-item';
import { OnlineButton } from '../../../../components/online-controls';

/**
 * Carried punishment points must be worked off: the user picks offered punishment goals until
 * their cost covers the PP. Picks are final; a reroll draws new offers for reward points.
 */
export function PunishmentPicker() {
  const { data: me } = useMe();
  const punishment = usePunishment();
  const reroll = useReroll();
  const pick = usePickPunishment();
  const busy = reroll.isPending || pick.isPending;

  if (punishment.isPending)
    return (
      <Card body>
        <Spinner size="sm" className="me-2" aria-hidden="true" />
        {t`Loading punishment goals…`}
      </Card>
    );
  if (!punishment.data) {
    return <LoadError message={t`Failed to load punishment goals.`} onRetry={() => void punishment.refetch()} />;
  }

  const { offers, picked, required, covered, rerollCost } = punishment.data;
  const canAffordReroll = (me?.rewardPoints ?? 0) >= rerollCost;
  const error = reroll.error ?? pick.error;
  const missing = required - covered;

  return (
    <Card as="section" aria-labelledby="punishment-picker-title" data-testid="punishment-picker">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0" id="punishment-picker-title">
          {t`Punishment Goals`}
        </h2>
        <span>
          <Badge bg="danger" data-testid="punishment-required">
            <Trans>Required: {required} PP</Trans>
          </Badge>{' '}
          <Badge
            bg={covered >= required ? 'success' : 'warning'}
            text={covered >= required ? undefined : 'dark'}
            data-testid="punishment-covered"
          >
            <Trans>Covered: {covered} PP</Trans>
          </Badge>
        </span>
      </Card.Header>
      <Card.Body>
        <p className="small mb-2">
          {required === 0
            ? t`You carry no punishment points, so punishment goals are optional.`
            : covered >= required
              ? t`Your punishment points are covered.`
              : t`Pick punishment goals whose cost covers ${missing} more PP. A goal's cost is half its PP, rounded up.`}
        </p>
        {error && <Alert variant="danger">{errorMessage(error)}</Alert>}

        {picked.length > 0 && (
          <>
            <h3 className="h6">{t`Picked (cannot be removed)`}</h3>
            <ListGroup as="ul" className="mb-3" data-testid="picked-punishments">
              {picked.map((offer, index) => (
                <PunishmentOfferItem
                  key={`${offer.metric}-${index}`}
                  offer={offer}
                  action={() => <PointsText rewardPoints={PUNISHMENT_GOAL_REWARD} punishmentPoints={offer.punishmentPoints} />}
                />
              ))}
            </ListGroup>
          </>
        )}

        <h3 className="h6">{t`Offers`}</h3>
        {offers.length === 0 ? (
          <p className="small text-body-secondary">{t`No offers right now.`}</p>
        ) : (
          <ListGroup as="ul" className="mb-3" data-testid="punishment-offers">
            {offers.map((offer) => (
              <PunishmentOfferItem
                key={offer.metric}
                offer={offer}
                action={(titleId) => (
                  <OnlineButton size="sm" onClick={() => pick.mutate(offer.metric)} disabled={busy} aria-describedby={titleId}>
                    {t`Pick`}
                  </OnlineButton>
                )}
              />
            ))}
          </ListGroup>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <OnlineButton variant="outline-secondary" onClick={() => reroll.mutate()} disabled={!canAffordReroll || busy}>
            {reroll.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            <Trans>Reroll ({rerollCost} RP)</Trans>
          </OnlineButton>
          {!canAffordReroll && (
            <small className="text-body-secondary">
              <Trans>You need {rerollCost} RP to reroll.</Trans>
            </small>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
