import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import type { Challenge, CheckInConfirmation } from '@gauntlet/core';
import { confirmationLabel } from '../../lib/confirmation-label';

const STATE_BADGE = { pending: 'secondary', confirmed: 'success', rejected: 'danger' } as const;

function stateText(state: CheckInConfirmation['state']): string {
  switch (state) {
    case 'pending':
      return t`Waiting for your partner`;
    case 'confirmed':
      return t`Confirmed`;
    case 'rejected':
      return t`Rejected`;
  }
}

/**
 * The player's check-ins and manual goals' "Completed" in a "partner confirms" challenge: which
 * wait for the partner, which the partner confirmed, and which they rejected and why (a rejected
 * one no longer counts), with the rule the player chose for those still waiting at the end.
 */
export function CheckInConfirmations({
  challenge,
  confirmations,
}: {
  challenge: Challenge;
  confirmations: CheckInConfirmation[];
}) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="mt-3" data-testid="check-in-confirmations">
      <Card.Body className="pb-2">
        <Card.Title as="h2" className="h5" id={titleId}>
          {t`Your partner confirms your check-ins and completed goals`}
        </Card.Title>
        <p className="small text-body-secondary mb-0">
          {challenge.partnerConfirms === 'count'
            ? t`What still waits at the end counts.`
            : t`What still waits at the end does not count.`}
        </p>
      </Card.Body>
      {confirmations.length > 0 && (
        <ListGroup as="ul" variant="flush">
          {confirmations.map((checkIn) => (
            <ListGroup.Item as="li" key={checkIn.id} className="d-grid gap-1" data-testid="check-in-confirmation">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span className="text-break">{confirmationLabel(challenge, checkIn)}</span>
                <Badge bg={STATE_BADGE[checkIn.state]}>{stateText(checkIn.state)}</Badge>
              </div>
              {checkIn.reason && (
                <div className="small text-break">
                  <Trans>Reason: {{ reason: checkIn.reason }}</Trans>
                </div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
