import { Plural, Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface Props {
  show: boolean;
  tagCount: number;
  onConfirm: () => void;
  onHide: () => void;
}

/** Asks before the learned tag data is deleted. It lives in this browser, so this works offline. */
export function DeleteTaggerKeysModal({ show, tagCount, onConfirm, onHide }: Props) {
  return (
    <ConfirmDialog
      show={show}
      title={t`Delete All Tagger Keys?`}
      confirmLabel={t`Delete All`}
      offlineConfirm
      onConfirm={onConfirm}
      onHide={onHide}
    >
      <p className="mb-0">
        <Trans>
          This deletes what the tagger has learned in this browser (<Plural value={tagCount} one="# tag" other="# tags" /> with
          their votes and counts), so posts are no longer ordered by your taste. This cannot be undone. Saved favourites are kept.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
