import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { ApiRequestError } from '../../../../lib/api-client';
import { useExternalCompletion, useExternalToken } from '../../api/external-api';
import { OnlineButton } from '../../../../components/online-controls';

type Message = { variant: 'success' | 'warning' | 'danger'; text: string };

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * External goals: generate a token for the external application, then paste back the signed
 * completion it returns; the server checks it and adds the progress.
 */
export function ExternalGoalWidget({ goalId, describedBy }: { goalId: string; describedBy?: string }) {
  const boxId = useId();
  const tokenRequest = useExternalToken();
  const completion = useExternalCompletion();
  const [message, setMessage] = useState<Message | null>(null);
  const [showBox, setShowBox] = useState(false);
  const [pasted, setPasted] = useState('');

  const generate = async () => {
    setMessage(null);
    let token: string;
    try {
      token = (await tokenRequest.mutateAsync(goalId)).token;
    } catch {
      setMessage({ variant: 'danger', text: t`Failed to generate token. Please try again.` });
      return;
    }
    const copied = await copyToClipboard(token);
    setMessage(
      copied
        ? { variant: 'success', text: t`Token generated and copied to clipboard! Paste it in your external application.` }
        : { variant: 'warning', text: t`Token generated but failed to copy to clipboard. Please copy manually: ${token}` },
    );
    setShowBox(true);
  };

  const validate = async () => {
    setMessage(null);
    try {
      const { addedValue, unit, currentValue, goalValue } = await completion.mutateAsync(pasted.trim());
      setMessage({
        variant: 'success',
        text: t`Progress added: +${addedValue} ${unit}. Total: ${currentValue}/${goalValue}`,
      });
      setPasted('');
      setShowBox(false);
    } catch (error) {
      const invalid = error instanceof ApiRequestError && error.code === 'invalid_completion';
      setMessage({
        variant: 'danger',
        text: invalid
          ? t`Invalid completion token. Please check and try again.`
          : t`Error validating completion. Please try again.`,
      });
    }
  };

  return (
    <div className="d-grid gap-2 w-100">
      <div>
        <OnlineButton
          size="sm"
          variant="outline-primary"
          onClick={() => void generate()}
          disabled={tokenRequest.isPending}
          aria-describedby={describedBy}
        >
          {tokenRequest.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {t`Generate Token`}
        </OnlineButton>
      </div>
      {message && (
        <Alert variant={message.variant} className="mb-0 py-2 small text-break" role="status">
          {message.text}
        </Alert>
      )}
      {showBox && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (pasted.trim() && !completion.isPending) void validate();
          }}
        >
          <Form.Group controlId={boxId} className="mb-2">
            <Form.Label className="small mb-1">{t`Completion from your external application`}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              placeholder={t`Paste the completion here`}
            />
          </Form.Group>
          <OnlineButton type="submit" size="sm" disabled={!pasted.trim() || completion.isPending}>
            {completion.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t`Add Progress`}
          </OnlineButton>
        </Form>
      )}
    </div>
  );
}
