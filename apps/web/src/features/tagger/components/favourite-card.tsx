import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card } from 'react-bootstrap';
import type { Favourite } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import './tagger.css';

interface Props {
  favourite: Favourite;
  removing: boolean;
  onRemove: () => void;
}

/** A saved post: its picture, a 'Post #{id}' link to the board's page and a Remove button. */
export function FavouriteCard({ favourite, removing, onRemove }: Props) {
  const label = t`Post #${{ postId: favourite.postId }}`;
  const href = favourite.postPage;
  return (
    <Card className="h-100" data-testid="favourite-card">
      <a href={href} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
        <Card.Img
          variant="top"
          src={favourite.url}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="favourite-thumbnail"
        />
      </a>
      <Card.Body className="d-grid gap-2">
        <a href={href} target="_blank" rel="noopener noreferrer" className="fw-semibold">
          {label}
        </a>
        <small className="text-body-secondary">
          <Trans>Saved {{ savedAt: formatDateTime(favourite.savedAt) }}</Trans>
        </small>
        <Button size="sm" variant="outline-danger" disabled={removing} aria-label={t`Remove ${label}`} onClick={onRemove}>
          {removing ? t`Removing…` : t`Remove`}
        </Button>
      </Card.Body>
    </Card>
  );
}
