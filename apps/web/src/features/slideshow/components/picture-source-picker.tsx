import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { PICTURE_SOURCE_LABELS, type PictureSource } from '../lib/picture-sources';

interface Props {
  source: PictureSource;
  onSource: (source: PictureSource) => void;
  onFiles: (files: File[]) => void;
  /** How the chosen source stands: counts, loading or failure. */
  status: { text: string; tone: 'muted' | 'danger' };
}

const SOURCES: PictureSource[] = ['bundled', 'favourites', 'files'];

/** Where the picture slides come from: the bundled set, saved favourites, or files picked here. */
export function PictureSourcePicker({ source, onSource, onFiles, status }: Props) {
  const id = useId();
  return (
    <fieldset className="d-grid gap-2">
      <legend className="fs-6 fw-semibold mb-0">{t`Pictures`}</legend>
      <div>
        {SOURCES.map((entry) => (
          <Form.Check
            key={entry}
            type="radio"
            id={`${id}-${entry}`}
            name={`${id}-source`}
            label={i18n._(PICTURE_SOURCE_LABELS[entry])}
            checked={source === entry}
            onChange={() => onSource(entry)}
          />
        ))}
      </div>
      {source === 'files' && (
        <Form.Group controlId={`${id}-file-input`}>
          <Form.Label className="small mb-1">
            <Trans>Image files (they stay in this browser, nothing is uploaded)</Trans>
          </Form.Label>
          <Form.Control
            type="file"
            multiple
            accept="image/*"
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              onFiles(Array.from(input.files ?? []).filter((file) => file.type.startsWith('image/')));
            }}
          />
        </Form.Group>
      )}
      <p
        className={`small mb-0 ${status.tone === 'danger' ? 'text-danger' : 'text-body-secondary'}`}
        data-testid="picture-status"
        aria-live="polite"
      >
        {status.text}
      </p>
    </fieldset>
  );
}
