import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-bootstrap';
import type { OpenInvite as Invite } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import { ContractTerms } from './contract-terms';
import { WithdrawInviteButton } from './withdraw-invite-button';

/** An invite made earlier: its link was shown once, so here are its terms, its expiry and what can be done with it. */
export function OpenInvite({ invite, timeZone, onNew }: { invite: Invite; timeZone: string; onNew: () => void }) {
  return (
    <div data-testid="open-invite">
      <h3 className="h6">{t`Your open invite`}</h3>
      <p className="mb-2">
        <Trans>
          Valid until {{ expiresAt: formatDateTime(invite.expiresAt, timeZone) }}. Its link was shown once, when you made it; if
          you lost it, make a new invite, which replaces this one.
        </Trans>
      </p>
      <ContractTerms reader="player" contract={invite.contract} label={t`What your partner will be able to do`} />
      <div className="d-flex flex-wrap gap-2">
        <WithdrawInviteButton />
        <Button variant="outline-primary" onClick={onNew}>
          {t`Make a new invite`}
        </Button>
      </div>
    </div>
  );
}
