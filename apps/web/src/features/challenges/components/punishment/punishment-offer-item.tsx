import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { ListGroup } from 'react-bootstrap';
import type { PunishmentOffer } from '@gauntlet/core';
import { punishmentGoalText } from '../../lib/catalogue/punishment-goals';
import { gradingLabel } from '../../lib/grading-labels';

interface Props {
  offer: PunishmentOffer;
  action: (titleId: string) => ReactNode;
  /** More about the goal, below its terms (who added it and why). */
  children?: ReactNode;
}

/** A punishment goal: what to do, its value and grading, its PP and what it works off. */
export function PunishmentOfferItem({ offer, action, children }: Props) {
  const titleId = useId();
  const { title, description } = punishmentGoalText(offer);
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div className="flex-grow-1" style={{ minWidth: 0, flexBasis: '12rem' }}>
        <div className="fw-semibold text-break" id={titleId}>
          {title}
        </div>
        <div className="small text-body-secondary text-break">{description}</div>
        <div className="small">
          <Trans>
            Value: {{ goalValue: offer.goalValue }} · Grading: {{ grading: gradingLabel(offer.gradingType) }} ·{' '}
            {{ punishmentPoints: offer.punishmentPoints }} PP · Cost: {{ cost: offer.cost }}
          </Trans>
        </div>
        {children}
      </div>
      {action(titleId)}
    </ListGroup.Item>
  );
}
