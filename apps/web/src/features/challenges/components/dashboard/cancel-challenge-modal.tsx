import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cancelPunishment, type Challenge } from '@gauntlet/core';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

interface Props {
  show: boolean;
  challenge: Challenge;
  cancelPenalty: number;
  /** The player's exit past their partner's lock: said plainly that the partner is told. */
  withoutApproval: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before cancelling, with the punishment the server is expected to charge. */
export function CancelChallengeModal({ show, challenge, cancelPenalty, withoutApproval, busy, error, onConfirm, onHide }: Props) {
  const expected = cancelPunishment(
    cancelPenalty,
    challenge.goals.map((goal) => goal.punishmentPoints),
  );
  return (
    <ConfirmDialog
      show={show}
      title={withoutApproval ? <Trans>Cancel without approval?</Trans> : <Trans>Cancel Challenge?</Trans>}
      confirmLabel={busy ? t`Canceling...` : withoutApproval ? t`Cancel without approval` : t`Cancel Challenge`}
      cancelLabel={<Trans>Keep Challenge</Trans>}
      busy={busy}
      error={error}
      // As before: the card's Cancel Challenge button that opens this dialog is the one that needs a connection.
      offlineConfirm
      onConfirm={onConfirm}
      onHide={onHide}
    >
      {withoutApproval && (
        <p className="fw-semibold" data-testid="cancel-without-approval-note">
          <Trans>
            Your partner approves a cancel of this challenge. You can still cancel without their approval: your partner will be
            told, and it is recorded in your partnership’s log.
          </Trans>
        </p>
      )}
      <p>
        <Trans>
          Cancel “{{ title: challenge.title }}”? You earn no reward points, and with your cancel penalty of {cancelPenalty}% you
          receive {expected} punishment points. Your cancel penalty then rises.
        </Trans>
      </p>
      {challenge.punishmentWorkedOff > 0 && (
        <p data-testid="cancel-restores-pp">
          <Trans>
            The {{ workedOff: challenge.punishmentWorkedOff }} punishment points this challenge worked off are owed again as well.
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}
