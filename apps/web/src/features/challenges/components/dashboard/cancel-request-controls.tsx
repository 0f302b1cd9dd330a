import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import type { CancelRequest } from '@gauntlet/core';
import { OnlineButton } from '../../../../components/online-controls';
import { errorMessage } from '../../../../lib/error-text';
import { usePartnerPage } from '../../../partner';
import { useAskToCancel, useWithdrawRequest } from '../../api/cancel-request-api';

const REASON_MAX = 200;

/**
 * In a challenge whose cancel the partner approves: ask them (saying why if you like), or, once
 * asked, see that the answer is awaited and withdraw the request. The cancel without approval sits
 * beside these, on the card.
 */
export function CancelRequestControls({ request }: { request: CancelRequest | null }) {
  const partnerName = usePartnerPage().data?.asPlayer.partnership?.partner.userName ?? t`your partner`;
  const ask = useAskToCancel();
  const withdraw = useWithdrawRequest();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const error = ask.error ?? withdraw.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await ask.mutateAsync(reason.trim());
      setAsking(false);
      setReason('');
    } catch {
      // Shown below.
    }
  };

  if (request) {
    return (
      <div className="w-100" data-testid="cancel-request">
        <p className="mb-2" role="status">
          <Trans>Waiting for {partnerName}’s approval to cancel.</Trans>
          {request.reason && <span className="d-block small text-body-secondary text-break">“{request.reason}”</span>}
        </p>
        <OnlineButton variant="outline-secondary" size="sm" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
          <Trans>Withdraw request</Trans>
        </OnlineButton>
        {error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {errorMessage(error)}
          </Alert>
        )}
      </div>
    );
  }
  if (!asking) {
    return (
      <OnlineButton variant="outline-danger" onClick={() => setAsking(true)}>
        <Trans>Ask {partnerName} to cancel</Trans>
      </OnlineButton>
    );
  }
  return (
    <form className="w-100" onSubmit={(event) => void submit(event)} noValidate data-testid="ask-to-cancel">
      <Form.Group controlId="cancel-request-reason" className="mb-2">
        <Form.Label>
          <Trans>Why do you want to cancel? (optional)</Trans>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Form.Group>
      <div className="d-flex flex-wrap gap-2">
        <OnlineButton type="submit" variant="danger" disabled={ask.isPending}>
          {t`Send request`}
        </OnlineButton>
        <Button variant="outline-secondary" onClick={() => setAsking(false)}>
          {t`Back`}
        </Button>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0">
          {errorMessage(error)}
        </Alert>
      )}
    </form>
  );
}
