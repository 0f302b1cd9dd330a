import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { partnerReasonSchema, type CancelRequest, type PartnerPerson } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useAnswerRequest } from '../api/partner-view-api';

const REASON_MAX = 200;

/**
 * The player's open request to cancel, for the partner holding the lock: Approve (the challenge
 * is cancelled, its penalty as usual) or Deny, which needs a reason the player reads.
 */
export function CancelRequestAnswer({ player, request }: { player: PartnerPerson; request: CancelRequest }) {
  const answer = useAnswerRequest(player.userId);
  const [reason, setReason] = useState('');
  const reasonId = `answer-reason-${request.id}`;
  const canDeny = partnerReasonSchema.safeParse(reason).success;
  const send = (approve: boolean) => answer.mutate({ requestId: request.id, approve, reason: reason.trim() });

  return (
    <Alert variant="warning" className="mb-0 d-grid gap-2" data-testid="open-cancel-request">
      <p className="mb-0 fw-semibold">
        <Trans>{{ player: player.userName }} asks to cancel their challenge.</Trans>
      </p>
      {request.reason && <p className="mb-0 text-break">“{request.reason}”</p>}
      <Form.Group controlId={reasonId}>
        <Form.Label className="small mb-1">
          <Trans>Your reason (needed to deny)</Trans>
        </Form.Label>
        <Form.Control size="sm" maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <OnlineButton size="sm" variant="danger" disabled={answer.isPending} onClick={() => send(true)}>
          {t`Approve cancel`}
        </OnlineButton>
        <OnlineButton size="sm" variant="outline-dark" disabled={answer.isPending || !canDeny} onClick={() => send(false)}>
          {t`Deny`}
        </OnlineButton>
      </div>
      {answer.error && <p className="mb-0 text-danger">{errorMessage(answer.error)}</p>}
    </Alert>
  );
}
