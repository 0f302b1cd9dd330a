import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { PartnerContract } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useChangeContract } from '../api/partner-page-api';
import { contractOf, draftOf } from '../lib/contract-draft';
import { ContractFields } from './contract-fields';

/** The player changes what their partner may do; it applies at once, and the partner is told. */
export function ChangeContractForm({ contract, onDone }: { contract: PartnerContract; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(contract));
  const change = useChangeContract();
  const changed = contractOf(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    try {
      await change.mutateAsync(changed);
      onDone();
    } catch {
      // The form shows the error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Change the contract`}>
      <ContractFields idPrefix="contract" draft={draft} onChange={setDraft} />
      <p className="small">
        <Trans>
          Taking a right back or lowering a limit applies at once, also on pages your partner has open. Your partner is told of
          every change.
        </Trans>
      </p>
      {draft.rights.length === 0 && (
        <p className="small text-body-secondary">{t`With no right, your partner stays your partner but sees nothing.`}</p>
      )}
      {change.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(change.error)}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <OnlineButton type="submit" disabled={!changed || change.isPending}>
          {change.isPending ? t`Saving…` : t`Save contract`}
        </OnlineButton>
        <Button variant="outline-secondary" onClick={onDone} disabled={change.isPending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
