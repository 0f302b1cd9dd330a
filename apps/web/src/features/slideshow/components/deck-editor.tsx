import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import type { DeckSlide } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { useSaveDeck } from '../api/deck-api';
import { deckSelectionCount, sameDeck, setAllQuantities, setDeckField, toDeckEntries, type DeckField } from '../lib/deck-draft';
import { DeckCard } from './deck-card';
import { OnlineButton } from '../../../components/online-controls';
import { paths } from '../../../lib/paths';

interface Props {
  /** The deck as last loaded or saved. */
  initial: readonly DeckSlide[];
  signedIn: boolean;
}

type Notice = 'saved' | 'login' | null;

/**
 * The deck's cards with the Edit/Save toggle: Edit opens the costs for editing; the button reads
 * Save while editing or while quantities changed, and saving needs a login.
 */
export function DeckEditor({ initial, signedIn }: Props) {
  const [baseline, setBaseline] = useState<readonly DeckSlide[]>(initial);
  const [draft, setDraft] = useState<readonly DeckSlide[]>(initial);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const save = useSaveDeck();
  const navigate = useNavigate();
  const dirty = !sameDeck(draft, baseline);
  const wantsSave = editing || dirty;
  const { slides: selected, copies } = deckSelectionCount(draft);
  const total = draft.length;

  const change = (slideId: string, field: DeckField, raw: string) => {
    setNotice(null);
    setDraft((current) => setDeckField(current, slideId, field, raw));
  };
  const setAll = (quantity: number) => {
    setNotice(null);
    setDraft((current) => setAllQuantities(current, quantity));
  };

  const store = async (): Promise<boolean> => {
    if (!signedIn) {
      setNotice('login');
      return false;
    }
    try {
      const deck = await save.mutateAsync(toDeckEntries(draft));
      setBaseline(deck.slides);
      setDraft(deck.slides);
      setNotice('saved');
      return true;
    } catch {
      return false;
    }
  };

  const toggle = async () => {
    if (!wantsSave) {
      save.reset();
      setNotice(null);
      setEditing(true);
      return;
    }
    if ((await store()) || !signedIn) setEditing(false);
  };

  const selectSlides = async () => {
    if (signedIn && dirty && !(await store())) return;
    await navigate(paths.slideshow);
  };

  return (
    <div className="d-grid gap-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <OnlineButton
          variant={wantsSave ? 'success' : 'outline-primary'}
          onClick={() => void toggle()}
          disabled={save.isPending}
          aria-pressed={editing}
        >
          {save.isPending ? t`Saving…` : wantsSave ? t`Save` : t`Edit`}
        </OnlineButton>
        <OnlineButton variant="primary" onClick={() => void selectSlides()} disabled={save.isPending}>
          {t`Select Slides`}
        </OnlineButton>
        {!editing && (
          <>
            <Button variant="outline-secondary" size="sm" onClick={() => setAll(0)}>
              {t`Select none`}
            </Button>
            <Button variant="outline-secondary" size="sm" onClick={() => setAll(1)}>
              {t`One of each`}
            </Button>
          </>
        )}
        <span className="small text-body-secondary ms-sm-auto" data-testid="deck-selection-count" aria-live="polite">
          {t`${selected} of ${total} slides selected (${plural(copies, { one: '# copy', other: '# copies' })})`}
          {dirty && ` · ${t`unsaved changes`}`}
        </span>
      </div>

      {editing && (
        <p className="small mb-0 text-body-secondary">
          {t`Editing costs: reward cost 0–20 RP, punishment cost 0–40 PP. Press Save when done.`}
        </p>
      )}
      {notice === 'login' && (
        <Alert variant="info" className="mb-0" data-testid="deck-login-notice">
          {t`Log in to save your deck.`}{' '}
          <Alert.Link as={Link} to={paths.home}>
            {t`Go to log in`}
          </Alert.Link>
        </Alert>
      )}
      {notice === 'saved' && (
        <Alert variant="success" className="mb-0" role="status">
          {t`Deck saved.`}
        </Alert>
      )}
      {save.error && (
        <Alert variant="danger" className="mb-0">
          {t`Failed to save the deck: ${{ reason: errorMessage(save.error) }}`}
        </Alert>
      )}

      <Row xs={2} sm={3} md={4} xl={5} className="g-2 list-unstyled" as="ul" aria-label={t`Instruction slides`}>
        {draft.map((slide) => (
          <Col as="li" key={slide.slideId}>
            <DeckCard slide={slide} editing={editing} onChange={(field, raw) => change(slide.slideId, field, raw)} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
