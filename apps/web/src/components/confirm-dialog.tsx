import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { OnlineButton } from './online-controls';

interface Props {
  show: boolean;
  title: ReactNode;
  /** What the action does and what it costs; the caller spaces its own paragraphs. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** The button that backs out; "Cancel" unless the action is itself a cancelling. */
  cancelLabel?: ReactNode;
  /** While the action runs both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the action failed, shown under the text. */
  error?: string | null;
  /**
   * Keeps the confirm button enabled offline. By default it is an `OnlineButton`, for actions
   * that need the server; set this for one that works in this browser alone.
   */
  offlineConfirm?: boolean;
  onConfirm: () => void;
  onHide: () => void;
}

/**
 * Asks before a destructive action (deleting, ending, cancelling): a centred modal titled by an
 * h2, the caller's text, the error of a failed try, and Cancel beside a red confirm button.
 * Every such question in the app is this dialog, so they look and behave alike.
 */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error = null,
  offlineConfirm = false,
  onConfirm,
  onHide,
}: Props) {
  const titleId = useId();
  const ConfirmButton = offlineConfirm ? Button : OnlineButton;
  return (
    <Modal show={show} onHide={busy ? () => undefined : onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5 text-break">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <ConfirmButton variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </ConfirmButton>
      </Modal.Footer>
    </Modal>
  );
}
