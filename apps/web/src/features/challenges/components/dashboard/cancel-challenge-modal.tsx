import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Modal } from 'react-bootstrap';
import { cancelPunishment, type Challenge } from '@gauntlet/core';

interface Props {
  show: boolean;
  challenge: Challenge;
  cancelPenalty: number;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before cancelling, with the punishment the server is expected to charge. */
export function CancelChallengeModal({ show, challenge, cancelPenalty, busy, error, onConfirm, onHide }: Props) {
  const expected = cancelPunishment(
    cancelPenalty,
    challenge.goals.map((goal) => goal.punishmentPoints),
  );
  return (
    <Modal show={show} onHide={busy ? () => undefined : onHide} centered aria-labelledby="cancel-challenge-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="cancel-challenge-title" as="h2" className="h5">
          <Trans>Cancel Challenge?</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          <Trans>
            Cancel “{{ title: challenge.title }}”? You earn no reward points, and with your cancel penalty of {cancelPenalty}% you
            receive {expected} punishment points. Your cancel penalty then rises.
          </Trans>
        </p>
        {challenge.punishmentWorkedOff > 0 && (
          <p data-testid="cancel-restores-pp">
            <Trans>
              The {{ workedOff: challenge.punishmentWorkedOff }} punishment points this challenge worked off are owed again as
              well.
            </Trans>
          </p>
        )}
        {error && (
          <Alert variant="danger" className="mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          <Trans>Keep Challenge</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? t`Canceling...` : t`Cancel Challenge`}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
