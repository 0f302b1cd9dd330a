import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { partnerPresets, type CreatedInvite, type PartnerPreset } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useCreateInvite } from '../api/partner-page-api';
import { contractOf, draftOf, EMPTY_DRAFT, presetOf } from '../lib/contract-draft';
import { ContractFields } from './contract-fields';
import { TrustNote } from './trust-note';

const PRESETS = (): { preset: PartnerPreset; name: string; description: string }[] => [
  { preset: 'watcher', name: t`Watcher`, description: t`Sees your challenge, and nothing more.` },
  { preset: 'keyholder', name: t`Keyholder`, description: t`Every right, with limits you can change below.` },
];

/**
 * The contract a new invite offers: every right off until the player turns it on, one at a time
 * or from a preset, then each limit of a right that is on.
 */
export function InviteForm({ onCreated, onCancel }: { onCreated: (invite: CreatedInvite) => void; onCancel?: () => void }) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const create = useCreateInvite();
  const contract = contractOf(draft);
  const chosen = presetOf(draft);
  const nothingGranted = draft.rights.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contract || nothingGranted) return;
    try {
      onCreated(await create.mutateAsync(contract));
    } catch {
      // The form shows the error.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-form-title">
      <h3 className="h6" id="invite-form-title">
        {t`Invite a partner`}
      </h3>
      <p className="small">
        <Trans>
          Your partner holds you to account on the terms you choose here. They see them before accepting, and you can take any
          right back or lower a limit at any time.
        </Trans>
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t`Presets`}>
        {PRESETS().map(({ preset, name, description }) => (
          <Button
            key={preset}
            variant={chosen === preset ? 'primary' : 'outline-primary'}
            aria-pressed={chosen === preset}
            onClick={() => setDraft(draftOf(partnerPresets[preset]))}
            className="text-start"
          >
            <span className="fw-semibold d-block">{name}</span>
            <span className="small d-block">{description}</span>
          </Button>
        ))}
      </div>
      <ContractFields idPrefix="invite" draft={draft} onChange={setDraft} />
      <TrustNote />
      {create.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      {nothingGranted && <p className="small text-body-secondary">{t`Turn on at least one right to make an invite.`}</p>}
      <div className="d-flex flex-wrap gap-2">
        <OnlineButton type="submit" disabled={!contract || nothingGranted || create.isPending}>
          {create.isPending ? t`Creating…` : t`Create invite link`}
        </OnlineButton>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
