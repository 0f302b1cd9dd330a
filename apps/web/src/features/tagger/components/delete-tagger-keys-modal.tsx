import { Plural, Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Button, Modal } from 'react-bootstrap';

interface Props {
  show: boolean;
  tagCount: number;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before the learned tag data is deleted. */
export function DeleteTaggerKeysModal({ show, tagCount, onConfirm, onHide }: Props) {
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="delete-tagger-keys-title">
      <Modal.Header closeButton>
        <Modal.Title id="delete-tagger-keys-title" as="h2" className="h5">
          {t`Delete All Tagger Keys?`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          <Trans>
            This deletes what the tagger has learned in this browser (<Plural value={tagCount} one="# tag" other="# tags" /> with
            their votes and counts), so posts are no longer ordered by your taste. This cannot be undone. Saved favourites are
            kept.
          </Trans>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t`Cancel`}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t`Delete All`}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
