import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { OnlineButton } from '../../../components/online-controls';

interface Props {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before a partnership ends, from either side. */
export function ConfirmDialog({ show, title, children, confirmLabel, busy, error, onConfirm, onHide }: Props) {
  const titleId = useId();
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
          {t`Cancel`}
        </Button>
        <OnlineButton variant="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </OnlineButton>
      </Modal.Footer>
    </Modal>
  );
}
