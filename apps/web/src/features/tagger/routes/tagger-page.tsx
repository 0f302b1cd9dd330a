import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { TAGGER_RELOAD_STREAK, type TaggerVote } from '@gauntlet/core';
import { PageSpinner } from '../../../components/page-spinner';
import { useMe } from '../../../lib/session';
import { useSaveFavourite } from '../api/favourites-api';
import { DeleteTaggerKeysModal } from '../components/delete-tagger-keys-modal';
import { GuestFavouritesHint } from '../components/guest-favourites-hint';
import { PostView } from '../components/post-view';
import { TaggerIntro } from '../components/tagger-intro';
import { TagSearchForm } from '../components/tag-search-form';
import { VoteButtons } from '../components/vote-buttons';
import { useTaggerSession } from '../lib/use-tagger-session';
import { useVoteKeys } from '../lib/use-vote-keys';
import { paths } from '../../../lib/paths';

type Note = { variant: 'success' | 'warning' | 'info'; text: string };

/** /tagger, open to anyone: vote on board posts one at a time; the order learns from the votes. */
export default function TaggerPage() {
  const { data: me } = useMe();
  const session = useTaggerSession();
  const saveFavourite = useSaveFavourite();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const { posts, current, page, remainingCount, shownCount, streak } = session;
  const { lastId } = session.data;

  const vote = (value: TaggerVote) => {
    const post = session.vote(value);
    if (!post) return;
    if (value === 1 && me) {
      const postId = post.id;
      setNote(null);
      saveFavourite.mutate(
        { postId: post.id, url: post.imageUrl },
        {
          onSuccess: () => setNote({ variant: 'success', text: t`Saved Post #${postId} to favourites.` }),
          onError: () => setNote({ variant: 'warning', text: t`Could not save Post #${postId} to favourites.` }),
        },
      );
    }
  };
  useVoteKeys(vote, current !== null && !confirming);

  const forget = () => {
    session.forget();
    setConfirming(false);
    setNote({ variant: 'info', text: t`The learned tag data was deleted.` });
  };

  let content;
  if (!session.started) {
    content = <TaggerIntro onStart={() => session.search('')} />;
  } else if (posts.isPending) {
    content = <PageSpinner label={t`Loading posts…`} />;
  } else if (posts.isError) {
    content = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="flex-grow-1">{t`The image board is not reachable right now.`}</span>
        <Button size="sm" variant="outline-danger" onClick={() => void posts.refetch()}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  } else if (posts.data.posts.length === 0) {
    content = (
      <Alert variant="secondary" className="d-flex flex-wrap align-items-center gap-2 mb-0" data-testid="tagger-empty">
        <span className="flex-grow-1">{page === 1 ? t`No posts found for these tags.` : t`No more posts for these tags.`}</span>
        {page > 1 && (
          <Button size="sm" variant="outline-secondary" onClick={session.firstPage}>
            {t`Back to page 1`}
          </Button>
        )}
      </Alert>
    );
  } else if (!current) {
    content = (
      <Alert variant="secondary" className="d-flex flex-wrap align-items-center gap-2 mb-0" data-testid="tagger-empty">
        <span className="flex-grow-1">
          <Trans>No post on page {page} has an image to show.</Trans>
        </span>
        <Button size="sm" variant="outline-secondary" onClick={session.nextBatch}>
          {t`Next batch`}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <>
        <PostView key={current.id} post={current} data={session.data} />
        <VoteButtons onVote={vote} />
      </>
    );
  }

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '52rem' }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">{t`Tagger`}</h1>
        <div className="d-flex flex-wrap gap-2">
          {me && (
            <Link to={paths.favourites} className="btn btn-outline-primary">
              {t`Favourites`}
            </Link>
          )}
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            {t`Delete All Tagger Keys`}
          </Button>
        </div>
      </div>
      <TagSearchForm tags={session.tags} onSearch={session.search} />
      {session.started && (
        <p className="small text-body-secondary mb-0" data-testid="tagger-status">
          {[
            t`Page ${page}`,
            posts.data && t`${remainingCount} of ${shownCount} posts left in this batch`,
            t`-1 in a row: ${streak} of ${TAGGER_RELOAD_STREAK}`,
            lastId !== null && t`last voted Post #${lastId}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {me ? null : <GuestFavouritesHint />}
      {note && (
        <Alert variant={note.variant} className="py-2 mb-0" data-testid="tagger-note" onClose={() => setNote(null)} dismissible>
          {note.text}
        </Alert>
      )}
      {content}
      <DeleteTaggerKeysModal
        show={confirming}
        tagCount={Object.keys(session.data.tags).length}
        onConfirm={forget}
        onHide={() => setConfirming(false)}
      />
    </div>
  );
}
