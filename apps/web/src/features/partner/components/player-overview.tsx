import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card } from 'react-bootstrap';
import type { PartnerView } from '@gauntlet/core';
import { formatDate } from '../../../lib/date-format';
import { formatPoints } from '../../../lib/format';
import { ContractTerms } from './contract-terms';
import { TrustNote } from './trust-note';

/** The player's balances, and the terms the partner holds them on. */
export function PlayerOverview({ view, now, timeZone }: { view: PartnerView; now: Date; timeZone: string }) {
  const titleId = useId();
  const { partnership } = view;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          {t`Overview`}
        </Card.Title>
        <p className="mb-1 fw-semibold" data-testid="player-balances">
          <span className="text-success">{formatPoints(view.rewardPoints, 'RP')}</span> ·{' '}
          <span className="text-danger">{formatPoints(view.punishmentPoints, 'PP')}</span>
        </p>
        <p className="mb-2 small">
          <Trans>Partners since {{ startedAt: formatDate(partnership.startedAt, timeZone) }}</Trans>
        </p>
        <TrustNote trustedFrom={partnership.trustedFrom} now={now} timeZone={timeZone} />
        <h3 className="h6">{t`What you may do`}</h3>
        <ContractTerms
          reader="partner"
          contract={partnership.contract}
          effectiveLimits={partnership.effectiveLimits}
          label={t`What you may do`}
        />
      </Card.Body>
    </Card>
  );
}
