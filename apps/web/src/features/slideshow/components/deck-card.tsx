import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Badge, Card, Form } from 'react-bootstrap';
import type { DeckSlide } from '@gauntlet/core';
import { FIELD_MAX, type DeckField } from '../lib/deck-draft';
import { instructionCardSrc } from '../lib/instruction-card';
import { slideText } from '../lib/slide-texts';

interface Props {
  slide: DeckSlide;
  editing: boolean;
  onChange: (field: DeckField, raw: string) => void;
}

const LABELS: Record<DeckField, string> = {
  rewardCost: 'Reward cost',
  punishmentCost: 'Punishment cost',
  quantity: 'Quantity',
};

/** One instruction slide of the deck: its card, its costs and (outside edit mode) how many copies. */
export function DeckCard({ slide, editing, onChange }: Props) {
  const id = useId();
  const text = slideText(slide);
  const numberField = (field: DeckField) => (
    <Form.Group controlId={`${id}-${field}`} className="mb-0">
      <Form.Label className="small mb-0">
        {LABELS[field]}
        <span className="visually-hidden">
          <Trans> for {text}</Trans>
        </span>
      </Form.Label>
      <Form.Control
        type="number"
        size="sm"
        inputMode="numeric"
        min={0}
        max={FIELD_MAX[field]}
        step={1}
        value={slide[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </Form.Group>
  );

  return (
    <Card
      as="article"
      className={slide.quantity > 0 || editing ? 'h-100' : 'h-100 opacity-75'}
      aria-labelledby={`${id}-text`}
      data-testid={`deck-card-${slide.slideId}`}
    >
      <Card.Img
        variant="top"
        src={instructionCardSrc(slide)}
        alt=""
        loading="lazy"
        className="bg-dark"
        style={{ aspectRatio: '4 / 3', objectFit: 'contain' }}
      />
      <Card.Body className="d-flex flex-column gap-2 p-2">
        <p className="small mb-0 text-break" id={`${id}-text`}>
          {text}
        </p>
        {editing ? (
          <div className="d-grid gap-1 mt-auto">
            {numberField('rewardCost')}
            {numberField('punishmentCost')}
          </div>
        ) : (
          <>
            <div className="d-flex flex-wrap gap-1">
              <Badge bg="success" data-testid="deck-card-reward-cost">
                <span className="visually-hidden">{t`Reward cost `}</span>
                <span aria-hidden="true">{t`RP `}</span>
                {slide.rewardCost}
              </Badge>
              <Badge bg="danger" data-testid="deck-card-punishment-cost">
                <span className="visually-hidden">{t`Punishment cost `}</span>
                <span aria-hidden="true">{t`PP `}</span>
                {slide.punishmentCost}
              </Badge>
            </div>
            <div className="mt-auto">{numberField('quantity')}</div>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
