import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import type { CreatedInvite as Invite } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import { inviteLink } from '../lib/invite-link';
import { ContractTerms } from './contract-terms';
import { WithdrawInviteButton } from './withdraw-invite-button';

/** A new invite's link, shown this once, to copy and send; its expiry, terms, and the way to withdraw it. */
export function CreatedInvite({ invite, timeZone }: { invite: Invite; timeZone: string }) {
  const link = inviteLink(invite.code);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // Said on the page, not in a browser alert that stops everything until it is dismissed.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div data-testid="created-invite">
      <h3 className="h6">{t`Your invite link`}</h3>
      <p className="small">
        <Trans>
          Send this link to the person you want as your partner. It is shown only now: copy it before you leave this page.
        </Trans>
      </p>
      <InputGroup className="mb-2">
        <Form.Control readOnly value={link} aria-label={t`Invite link`} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="primary" onClick={() => void copy()}>
          {t`Copy`}
        </Button>
      </InputGroup>
      <div aria-live="polite">
        {copied === 'yes' && (
          <Alert variant="success" className="py-2" dismissible onClose={() => setCopied(null)}>
            {t`Link copied.`}
          </Alert>
        )}
        {copied === 'failed' && (
          <Alert variant="warning" className="py-2" dismissible onClose={() => setCopied(null)}>
            {t`Could not copy automatically: select the link above and copy it.`}
          </Alert>
        )}
      </div>
      <p className="mb-2">
        <Trans>Valid until {{ expiresAt: formatDateTime(invite.expiresAt, timeZone) }}, and for one answer.</Trans>
      </p>
      <ContractTerms reader="player" contract={invite.contract} label={t`What your partner will be able to do`} />
      <WithdrawInviteButton />
    </div>
  );
}
