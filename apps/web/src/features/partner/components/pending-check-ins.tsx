import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, ListGroup } from 'react-bootstrap';
import { partnerReasonSchema, type Challenge, type CheckInConfirmation } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { confirmationLabel } from '../../challenges';
import { useDecideCheckIn } from '../api/partner-view-api';

const REASON_MAX = 200;

interface Props {
  playerId: string;
  challenge: Challenge;
  confirmations: CheckInConfirmation[];
}

/**
 * The player's check-ins and manual goals' "Completed" waiting for the partner, each confirmed in
 * one tap or rejected with a reason (a rejection takes the check-in back, or turns the manual goal
 * back to not completed). The server decides each once; its refusal shows.
 */
export function PendingCheckIns({ playerId, challenge, confirmations }: Props) {
  const titleId = useId();
  const decide = useDecideCheckIn(playerId);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const pending = confirmations.filter((each) => each.state === 'pending');
  const reasonOk = partnerReasonSchema.safeParse(reason).success;

  const send = async ({ kind, id }: CheckInConfirmation, rejectReason: string | null) => {
    try {
      await decide.mutateAsync({ kind, id, reason: rejectReason });
      setRejecting(null);
      setReason('');
    } catch {
      // The card shows the error.
    }
  };
  const submitRejection = (event: FormEvent, item: CheckInConfirmation) => {
    event.preventDefault();
    if (reasonOk) void send(item, reason.trim());
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="pending-check-ins">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Check-ins and goals to confirm`}
        </h2>
      </Card.Header>
      {decide.isError && (
        <Alert variant="danger" className="m-2 mb-0">
          {errorMessage(decide.error)}
        </Alert>
      )}
      {pending.length === 0 ? (
        <Card.Body className="text-body-secondary">{t`Nothing waits for you.`}</Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {pending.map((checkIn) => {
            const label = confirmationLabel(challenge, checkIn);
            return (
              <ListGroup.Item as="li" key={checkIn.id} className="d-grid gap-2" data-testid="pending-check-in">
                <div className="fw-semibold text-break">{label}</div>
                {rejecting === checkIn.id ? (
                  <form onSubmit={(event) => submitRejection(event, checkIn)} noValidate className="d-grid gap-2">
                    <Form.Group controlId={`reject-reason-${checkIn.id}`}>
                      <Form.Label>{t`Why do you reject it?`}</Form.Label>
                      <Form.Control
                        as="textarea"
                        rows={2}
                        maxLength={REASON_MAX}
                        value={reason}
                        onChange={(event) => setReason(event.target.value)}
                      />
                    </Form.Group>
                    <div className="d-flex flex-wrap gap-2">
                      <OnlineButton type="submit" variant="danger" disabled={!reasonOk || decide.isPending}>
                        {checkIn.kind === 'manual_grade' ? t`Reject completion` : t`Reject check-in`}
                      </OnlineButton>
                      <Button variant="outline-secondary" onClick={() => setRejecting(null)}>
                        {t`Keep it`}
                      </Button>
                    </div>
                  </form>
                ) : (
                  <div className="d-flex flex-wrap gap-2">
                    <OnlineButton
                      variant="success"
                      disabled={decide.isPending}
                      onClick={() => void send(checkIn, null)}
                      aria-label={t`Confirm ${label}`}
                    >
                      {t`Confirm`}
                    </OnlineButton>
                    <Button
                      variant="outline-danger"
                      onClick={() => {
                        setRejecting(checkIn.id);
                        setReason('');
                      }}
                      aria-label={t`Reject ${label}`}
                    >
                      {t`Reject`}
                    </Button>
                  </div>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </Card>
  );
}
