import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Partnership } from '@gauntlet/core';
import { Avatar } from '../../../components/avatar';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OnlineButton } from '../../../components/online-controls';
import { formatDate } from '../../../lib/date-format';
import { errorMessage } from '../../../lib/error-text';
import { useNow } from '../../../lib/use-now';
import { useEndAsPlayer } from '../api/partner-page-api';
import { ChangeContractForm } from './change-contract-form';
import { ContractTerms } from './contract-terms';
import { TrustNote } from './trust-note';

/** The player's partner: who, since when, the contract and the way to change it, and the way out. */
export function PartnershipPanel({ partnership, timeZone }: { partnership: Partnership; timeZone: string }) {
  const now = useNow();
  const [changing, setChanging] = useState(false);
  const [ending, setEnding] = useState(false);
  const end = useEndAsPlayer();
  const { partner } = partnership;

  return (
    <div data-testid="partnership">
      <div className="d-flex align-items-center gap-2 mb-2">
        <span className="flex-shrink-0">
          <Avatar name={partner.userName} src={partner.avatarUrl} />
        </span>
        <span className="fw-semibold text-break">{partner.userName}</span>
      </div>
      <p className="mb-1">
        <Trans>Partners since {{ startedAt: formatDate(partnership.startedAt, timeZone) }}</Trans>
      </p>
      <p className="mb-2">
        <Trans>Trusted from {{ trustedFrom: formatDate(partnership.trustedFrom, timeZone) }}</Trans>
      </p>
      <TrustNote trustedFrom={partnership.trustedFrom} now={now} timeZone={timeZone} />
      <h3 className="h6">{t`What your partner may do`}</h3>
      {changing ? (
        <ChangeContractForm contract={partnership.contract} onDone={() => setChanging(false)} />
      ) : (
        <>
          <ContractTerms
            reader="player"
            contract={partnership.contract}
            effectiveLimits={partnership.effectiveLimits}
            label={t`What your partner may do`}
          />
          <Button variant="outline-primary" className="mb-3" onClick={() => setChanging(true)}>
            {t`Change the contract`}
          </Button>
        </>
      )}
      <div className="border-top pt-3">
        <p className="small mb-2">
          <Trans>You can end the partnership at any moment. It ends at once and needs no one's consent.</Trans>
        </p>
        <OnlineButton variant="outline-danger" onClick={() => setEnding(true)}>
          {t`End partnership`}
        </OnlineButton>
      </div>
      <ConfirmDialog
        show={ending}
        title={t`End the partnership with ${{ partner: partner.userName }}?`}
        confirmLabel={end.isPending ? t`Ending…` : t`End partnership`}
        busy={end.isPending}
        error={end.isError ? errorMessage(end.error) : null}
        onConfirm={() => end.mutate(undefined, { onSuccess: () => setEnding(false) })}
        onHide={() => {
          setEnding(false);
          end.reset();
        }}
      >
        <p className="mb-0">
          <Trans>
            It ends immediately and needs no consent from {{ partner: partner.userName }}, who loses all access at once, also on
            pages already open, and is told. The log of the partnership is kept.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
