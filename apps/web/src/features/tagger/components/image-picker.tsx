import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Form } from 'react-bootstrap';
import { VIDEO_TAGGER_MAX_BYTES, VIDEO_TAGGER_MAX_IMAGES } from '@gauntlet/core';
import { formatMegabytes } from '../../../lib/format';

interface Props {
  disabled: boolean;
  problems: string[];
  onPick: (files: File[]) => void;
}

/** The file picker for jpg images, and what was refused from the last pick. */
export function ImagePicker({ disabled, problems, onPick }: Props) {
  return (
    <div className="d-grid gap-2">
      <Form.Group controlId="video-images">
        <Form.Label>{t`JPG images`}</Form.Label>
        <Form.Control
          type="file"
          multiple
          accept=".jpg,.jpeg,image/jpeg"
          disabled={disabled}
          onChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            const files = Array.from(input.files ?? []);
            input.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
        <Form.Text>
          <Trans>
            Up to {VIDEO_TAGGER_MAX_IMAGES} images per batch, .jpg or .jpeg only, at most{' '}
            {{ maxSize: formatMegabytes(VIDEO_TAGGER_MAX_BYTES) }} each.
          </Trans>
        </Form.Text>
      </Form.Group>
      {problems.length > 0 && (
        <Alert variant="warning" className="mb-0" data-testid="video-pick-problems">
          <ul className="mb-0 ps-3">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
