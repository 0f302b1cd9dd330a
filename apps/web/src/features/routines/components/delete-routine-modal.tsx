import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { Routine } from '@gauntlet/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
    <ConfirmDialog
      show={show}
      title={routine ? <Trans>Delete “{{ routineName: routine.name }}”?</Trans> : <Trans>Delete routine?</Trans>}
      confirmLabel={busy ? t`Deleting...` : t`Delete Routine`}
      busy={busy}
      error={failed ? t`Failed to delete routine` : null}
      onConfirm={onConfirm}
      onHide={onHide}
    >
      <p className="mb-0">
        <Trans>Are you sure you want to delete this routine? This action cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
}
