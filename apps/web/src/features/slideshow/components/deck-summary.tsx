import { plural, t } from '@lingui/core/macro';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { canAffordSlide, selectedSlides, type DeckSlide, type PointBalance } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { ShockStatus } from './shock-status';
import { slideText } from '../lib/slide-texts';
import { paths } from '../../../lib/paths';

interface Props {
  slides: readonly DeckSlide[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  balance: PointBalance;
  bypassMode: boolean;
}

/** The selected instruction slides (quantity above 0) and which of them the user can pay now. */
export function DeckSummary({ slides, isPending, error, onRetry, balance, bypassMode }: Props) {
  let body;
  if (isPending) {
    body = <p className="mb-0 text-body-secondary">{t`Loading your deck…`}</p>;
  } else if (!slides) {
    body = (
      <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
        <span className="flex-grow-1">{t`Failed to load your deck: ${{ reason: errorMessage(error) }}`}</span>
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          {t`Retry`}
        </Button>
      </Alert>
    );
  } else {
    const selection = selectedSlides(slides);
    const affordable = selection.filter((slide) => bypassMode || canAffordSlide(balance, slide));
    const selected = selection.length;
    const affordableCount = affordable.length;
    const { rewardPoints, punishmentPoints } = balance;
    body =
      selection.length === 0 ? (
        <p className="mb-0" data-testid="deck-summary-count">
          {t`No instruction slides selected: the show uses pictures only.`}
        </p>
      ) : (
        <>
          <p className="mb-1" data-testid="deck-summary-count">
            {bypassMode
              ? t`${plural(selected, { one: '# instruction slide selected', other: '# instruction slides selected' })}, all free in bypass mode.`
              : t`${plural(selected, { one: '# instruction slide selected', other: '# instruction slides selected' })}, ${affordableCount} affordable now (RP ${rewardPoints}, PP ${punishmentPoints}).`}
          </p>
          {/* A long deck scrolls inside its box; keyboard users reach that scroll by focusing the list. */}
          <ul
            className="list-unstyled mb-0 small d-grid gap-1"
            style={{ maxHeight: '12rem', overflowY: 'auto' }}
            tabIndex={0}
            aria-label={t`Selected instruction slides`}
          >
            {selection.map((slide) => (
              <li key={slide.slideId} className={affordable.includes(slide) ? '' : 'text-body-secondary'}>
                <Badge bg="secondary" className="me-1">
                  ×{slide.quantity}
                </Badge>
                {slideText(slide)}{' '}
                <span className="text-nowrap">{t`(${{ rewardCost: slide.rewardCost }} RP, ${{ punishmentCost: slide.punishmentCost }} PP)`}</span>
              </li>
            ))}
          </ul>
          <ShockStatus slides={slides} />
        </>
      );
  }
  return (
    <Card as="section" aria-labelledby="deck-summary-title">
      <Card.Body className="d-grid gap-2">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 className="h6 mb-0" id="deck-summary-title">
            {t`Your deck`}
          </h2>
          <Link to={paths.deck} className="small">
            {t`Choose your deck`}
          </Link>
        </div>
        {body}
      </Card.Body>
    </Card>
  );
}
