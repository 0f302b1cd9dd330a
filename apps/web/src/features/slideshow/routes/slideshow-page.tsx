import { plural, t } from '@lingui/core/macro';
import { useCallback, useMemo, useState } from 'react';
import type { SlideshowSettings } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { useDeck } from '../api/deck-api';
import { useFavouritePictures } from '../api/slideshow-api';
import { DeckSummary } from '../components/deck-summary';
import { PictureSourcePicker } from '../components/picture-source-picker';
import { SetupForm } from '../components/setup-form';
import { SlideViewer } from '../components/slide-viewer';
import { BUNDLED_PICTURES } from '../lib/picture-sources';
import { initialSetupDraft, settingsOf, type SetupDraft } from '../lib/setup-draft';
import { useObjectUrls } from '../lib/use-object-urls';

interface RunningShow {
  /** A new number per start, so a new show starts from a fresh state. */
  run: number;
  settings: SlideshowSettings;
  pictures: readonly string[];
}

/** /teaser: the setup screen, then the full-image viewer and its summary. */
export default function SlideshowPage() {
  const { data: me } = useMe();
  const deck = useDeck();
  const [draft, setDraft] = useState<SetupDraft>(initialSetupDraft);
  const [files, setFiles] = useState<File[]>([]);
  const fileUrls = useObjectUrls(files);
  const favourites = useFavouritePictures(draft.source === 'favourites');
  const [show, setShow] = useState<RunningShow | null>(null);
  const exit = useCallback(() => setShow(null), []);

  const { pictures, status } = useMemo(() => {
    if (draft.source === 'files') {
      const count = fileUrls.length;
      return {
        pictures: fileUrls,
        status: {
          text: count
            ? plural(count, { one: '# image file chosen.', other: '# image files chosen.' })
            : t`Choose one or more image files.`,
          tone: 'muted' as const,
        },
      };
    }
    if (draft.source === 'favourites') {
      if (favourites.isPending) return { pictures: [], status: { text: t`Loading your favourites…`, tone: 'muted' as const } };
      if (!favourites.data) {
        return {
          pictures: [],
          status: {
            text: t`Failed to load your favourites: ${{ reason: errorMessage(favourites.error) }}`,
            tone: 'danger' as const,
          },
        };
      }
      const urls = favourites.data.map((favourite) => favourite.url);
      return {
        pictures: urls,
        status: {
          text: urls.length
            ? plural({ favouriteCount: urls.length }, { one: '# saved favourite.', other: '# saved favourites.' })
            : t`No saved favourites yet: save some in the tagger, or pick another source.`,
          tone: 'muted' as const,
        },
      };
    }
    return {
      pictures: BUNDLED_PICTURES,
      status: {
        text: plural({ pictureCount: BUNDLED_PICTURES.length }, { one: '# bundled picture.', other: '# bundled pictures.' }),
        tone: 'muted' as const,
      },
    };
  }, [draft.source, fileUrls, favourites.isPending, favourites.data, favourites.error]);

  const settings = settingsOf(draft);
  const blocker = deck.isPending
    ? t`Loading your deck…`
    : !deck.data
      ? t`Your deck could not be loaded.`
      : pictures.length === 0
        ? t`No pictures to show yet.`
        : null;

  if (show && deck.data) {
    return <SlideViewer key={show.run} settings={show.settings} deck={deck.data.slides} pictures={show.pictures} onExit={exit} />;
  }

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '48rem' }}>
      <div>
        <h1 className="h3 mb-1">{t`Slideshow`}</h1>
        <p className="text-body-secondary mb-0">
          {t`Pictures with an instruction slide now and then. Each instruction drawn is paid with its costs from your points, unless bypass mode is on.`}
        </p>
      </div>
      <DeckSummary
        slides={deck.data?.slides}
        isPending={deck.isPending}
        error={deck.error}
        onRetry={() => void deck.refetch()}
        balance={{ rewardPoints: me?.rewardPoints ?? 0, punishmentPoints: me?.punishmentPoints ?? 0 }}
        bypassMode={settings.bypassMode}
      />
      <SetupForm
        draft={draft}
        onChange={setDraft}
        blocker={blocker}
        onStart={() => setShow((current) => ({ run: (current?.run ?? 0) + 1, settings, pictures }))}
        pictures={
          <PictureSourcePicker
            source={draft.source}
            onSource={(source) => setDraft((current) => ({ ...current, source }))}
            onFiles={setFiles}
            status={status}
          />
        }
      />
    </div>
  );
}
