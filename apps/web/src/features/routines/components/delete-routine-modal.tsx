import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button, Modal } from 'react-bootstrap';
import type { Routine } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';

interface Props {
  show: boolean;
  /** The routine to delete. */
  routine: Routine | null;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before a routine is deleted. */
export function DeleteRoutineModal({ show, routine, busy, failed, onConfirm, onHide }: Props) {
  return (
    <Modal show={show} onHide={busy ? () => undefined : onHide} centered aria-labelledby="delete-routine-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="delete-routine-title" as="h2" className="h5 text-break">
          <Trans>Delete {routine ? `“${routine.name}”` : 'routine'}?</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          <Trans>Are you sure you want to delete this routine? This action cannot be undone.</Trans>
        </p>
        {failed && (
          <Alert variant="danger" className="mt-3 mb-0">
            {t`Failed to delete routine`}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {t`Cancel`}
        </Button>
        <OnlineButton variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Routine'}
        </OnlineButton>
      </Modal.Footer>
    </Modal>
  );
}
