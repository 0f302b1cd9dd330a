import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Card, ListGroup, Spinner } from 'react-bootstrap';
import { LoadError } from '../../../../components/load-error';
import { errorMessage } from '../../../../lib/error-text';
import { useMe } from '../../../../lib/session';
import { usePickPunishment, usePunishment, useReroll, useUnpickPunishment } from '../../api/punishment-api';
import { PartnerPunishments } from './partner-punishments';
import { PickedPunishments } from './picked-punishments';
import { PunishmentOfferItem } from './punishment-offer-item';
import { OnlineButton } from '../../../../components/online-controls';

/**
 * Carried punishment points must be worked off: the user picks offered punishment goals until
 * their cost covers the PP; a reroll draws new offers for reward points. A pick can be removed
 * until the challenge is submitted; the goals the player's partner added cannot be removed and
 * cover no carried PP. The offers come first and keep their places: a picked offer's
 * place takes a new goal, and the picks list below them, so nothing moves under the thumb.
 */
export function PunishmentPicker() {
  const { data: me } = useMe();
  const punishment = usePunishment();
  const reroll = useReroll();
  const pick = usePickPunishment();
  const unpick = useUnpickPunishment();
  const busy = reroll.isPending || pick.isPending || unpick.isPending;

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

  const { offers, picked, fromPartner, required, covered, rerollCost } = punishment.data;
  const canAffordReroll = (me?.rewardPoints ?? 0) >= rerollCost;
  const error = reroll.error ?? pick.error ?? unpick.error;
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
            : t`Pick punishment goals whose cost covers the PP you carry. A goal's cost is half its PP, rounded up.`}
        </p>

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
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
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
        {/* What changes with each pick comes after the offers, so they never shift. */}
        {error && <Alert variant="danger">{errorMessage(error)}</Alert>}
        {required > 0 && (
          <p className="small mb-2" role="status" data-testid="punishment-missing">
            {covered >= required ? t`Your punishment points are covered.` : t`${missing} more PP to cover.`}
          </p>
        )}
        <PickedPunishments picked={picked} busy={busy} onRemove={(metric) => unpick.mutate(metric)} />
        <PartnerPunishments goals={fromPartner} />
      </Card.Body>
    </Card>
  );
}
