import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Card, Spinner } from 'react-bootstrap';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type MyProfile } from '@gauntlet/core';
import { formatMegabytes } from '../../../lib/format';
import { Avatar } from '../../../components/avatar';
import { errorMessage } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online-status';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile-api';
import { OnlineButton } from '../../../components/online-controls';

/** What is wrong with a chosen file before it is sent, or null. */
function fileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return t`Choose a JPEG, PNG or WebP image.`;
  if (file.size > AVATAR_MAX_BYTES) return t`An avatar may be at most ${{ maxSize: formatMegabytes(AVATAR_MAX_BYTES) }}.`;
  return null;
}

/** Choosing a file uploads it at once; the server crops, shrinks and cleans it. */
export function AvatarCard({ me }: { me: MyProfile }) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const online = useOnline();
  const [problem, setProblem] = useState<string | null>(null);
  // Offline, choosing a file would only start an upload that waits for the connection.
  const busy = upload.isPending || remove.isPending || !online;
  const error = problem ?? (upload.error ? errorMessage(upload.error) : remove.error ? errorMessage(remove.error) : null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = fileProblem(file);
    setProblem(found);
    remove.reset();
    if (!found) upload.mutate(file);
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t`Avatar`}
        </Card.Title>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Avatar name={me.userName} src={me.profilePicture} size={72} />
          <div className="d-flex flex-wrap gap-2">
            <label htmlFor={inputId} className={`btn btn-outline-primary mb-0${busy ? ' disabled' : ''}`}>
              {upload.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {me.profilePicture ? t`Change avatar` : t`Upload avatar`}
            </label>
            <input
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              className="visually-hidden"
              onChange={choose}
              disabled={busy}
              aria-describedby={`${inputId}-help`}
            />
            {me.profilePicture && (
              <OnlineButton
                variant="outline-secondary"
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  upload.reset();
                  remove.mutate();
                }}
              >
                {t`Remove avatar`}
              </OnlineButton>
            )}
          </div>
        </div>
        <p id={`${inputId}-help`} className="form-text mb-0 mt-2">
          <Trans>
            JPEG, PNG or WebP, up to {{ maxSize: formatMegabytes(AVATAR_MAX_BYTES) }}. We crop it to a square and remove its
            metadata (such as where a photo was taken). Everyone who sees your profile sees it.
          </Trans>
        </p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
