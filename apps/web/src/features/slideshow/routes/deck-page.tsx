import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { useDeck } from '../api/deck-api';
import { DeckEditor } from '../components/deck-editor';

/** /deck, open to anyone: choose the instruction slides of the slideshow and their costs. */
export default function DeckPage() {
  const { data: me } = useMe();
  const deck = useDeck();

  let content;
  if (deck.isPending) {
    content = <PageSpinner label={t`Loading the deck…`} />;
  } else if (!deck.data) {
    const problem = errorMessage(deck.error);
    content = <LoadError message={t`Failed to load the deck: ${problem}`} onRetry={() => void deck.refetch()} />;
  } else {
    // A new key per viewer, so signing in or out starts the draft from that viewer's deck.
    content = <DeckEditor key={me?.userId ?? 'guest'} initial={deck.data.slides} signedIn={Boolean(me)} />;
  }

  return (
    <div className="d-grid gap-3">
      <div>
        <h1 className="h3 mb-1">{t`Choose your deck`}</h1>
        <p className="text-body-secondary mb-0">
          <Trans>
            Pick how often each instruction slide turns up in the slideshow (0 leaves it out). Each slide drawn costs its reward
            points (RP) and punishment points (PP).
          </Trans>
        </p>
      </div>
      {content}
    </div>
  );
}
