import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useFavourites, useRemoveFavourite } from '../api/favourites-api';
import { FavouriteCard } from '../components/favourite-card';
import { paths } from '../../../lib/paths';

/** /show-favs: the signed-in user's saved board posts, newest first, each removable. */
export default function FavouritesPage() {
  const favourites = useFavourites();
  const remove = useRemoveFavourite();
  const [failedId, setFailedId] = useState<number | null>(null);
  const sorted = useMemo(
    () => [...(favourites.data ?? [])].sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    [favourites.data],
  );

  const removeOne = (postId: number) => {
    setFailedId(null);
    remove.mutate(postId, { onError: () => setFailedId(postId) });
  };

  let content;
  if (favourites.isPending) {
    content = <PageSpinner label={t`Loading favourites…`} />;
  } else if (favourites.isError) {
    content = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="flex-grow-1">{t`Failed to load favourites`}</span>
        <Button size="sm" variant="outline-danger" onClick={() => void favourites.refetch()}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  } else if (sorted.length === 0) {
    content = (
      <p className="text-body-secondary mb-0" data-testid="favourites-empty">
        <Trans>
          No favourites saved yet. <Link to={paths.tagger}>Open the tagger</Link> and give a post +1 to save it.
        </Trans>
      </p>
    );
  } else {
    content = (
      <Row
        xs={1}
        sm={2}
        md={3}
        lg={4}
        className="g-3 list-unstyled ps-0"
        as="ul"
        aria-label={t`Favourites`}
        data-testid="favourites-grid"
      >
        {sorted.map((favourite) => (
          <Col key={favourite.postId} as="li" className="list-unstyled">
            <FavouriteCard
              favourite={favourite}
              removing={remove.isPending && remove.variables === favourite.postId}
              onRemove={() => removeOne(favourite.postId)}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">{t`Favourites`}</h1>
        <Link to={paths.tagger} className="btn btn-outline-primary">
          {t`Tagger`}
        </Link>
      </div>
      {failedId !== null && (
        <Alert variant="danger" className="mb-0" onClose={() => setFailedId(null)} dismissible>
          <Trans>Could not remove Post #{failedId}. Please try again.</Trans>
        </Alert>
      )}
      {content}
    </div>
  );
}
