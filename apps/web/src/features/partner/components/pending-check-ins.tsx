import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, ListGroup } from 'react-bootstrap';
import { partnerReasonSchema, type Challenge, type CheckInConfirmation } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { goalTitleText } from '../../challenges';
import { useDecideCheckIn } from '../api/partner-view-api';
import { formatDate } from '../../../lib/date-format';

const REASON_MAX = 200;

interface Props {
  playerId: string;
  challenge: Challenge;
  confirmations: CheckInConfirmation[];
}

/** The goal a check-in counts for, by its metric. */
function goalTitleOf(challenge: Challenge, metric: string): string {
  const goal = challenge.goals.find((each) => each.metric === metric);
  return goal ? goalTitleText(goal.title) : metric;
}

/**
 * The player's check-ins waiting for the partner, each confirmed in one tap or rejected with a
 * reason (a rejection takes the check-in back). The server decides each once; its refusal shows.
 */
export function PendingCheckIns({ playerId, challenge, confirmations }: Props) {
  const titleId = useId();
  const decide = useDecideCheckIn(playerId);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const pending = confirmations.filter((each) => each.state === 'pending');
  const reasonOk = partnerReasonSchema.safeParse(reason).success;

  const send = async (checkInId: string, rejectReason: string | null) => {
    try {
      await decide.mutateAsync({ checkInId, reason: rejectReason });
      setRejecting(null);
      setReason('');
    } catch {
      // The card shows the error.
    }
  };
  const submitRejection = (event: FormEvent, checkInId: string) => {
    event.preventDefault();
    if (reasonOk) void send(checkInId, reason.trim());
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="pending-check-ins">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Check-ins to confirm`}
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
            const goal = goalTitleOf(challenge, checkIn.metric);
            const day = formatDate(checkIn.day);
            return (
              <ListGroup.Item as="li" key={checkIn.id} className="d-grid gap-2" data-testid="pending-check-in">
                <div className="fw-semibold text-break">
                  <Trans>
                    {{ goal }}, {{ day }}
                  </Trans>
                </div>
                {rejecting === checkIn.id ? (
                  <form onSubmit={(event) => submitRejection(event, checkIn.id)} noValidate className="d-grid gap-2">
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
                        {t`Reject check-in`}
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
                      onClick={() => void send(checkIn.id, null)}
                      aria-label={t`Confirm ${goal}, ${day}`}
                    >
                      {t`Confirm`}
                    </OnlineButton>
                    <Button
                      variant="outline-danger"
                      onClick={() => {
                        setRejecting(checkIn.id);
                        setReason('');
                      }}
                      aria-label={t`Reject ${goal}, ${day}`}
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
