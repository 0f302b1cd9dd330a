import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { partnerReasonSchema } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { formatPoints } from '../../../lib/format';
import { useHandOutPoints } from '../api/partner-view-api';

interface Props {
  playerId: string;
  kind: 'punish' | 'reward';
  /** What the player's limit leaves the partner today. */
  leftToday: number;
}

const REASON_MAX = 200;

/**
 * Punishment or reward points for the player, with a reason, within what today's limit leaves.
 * More than that is refused here already; the server decides, and its refusal is shown.
 */
export function PointsForm({ playerId, kind, leftToday }: Props) {
  const titleId = useId();
  const handOut = useHandOutPoints(playerId, kind);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const unit = kind === 'punish' ? 'PP' : 'RP';
  const amount = /^\d+$/.test(points.trim()) ? Number(points) : null;
  const pointsProblem =
    points.trim() === ''
      ? null
      : amount === null || amount < 1
        ? t`Enter a whole number of at least 1.`
        : amount > leftToday
          ? t`At most ${{ left: formatPoints(leftToday, unit) }} are left today.`
          : null;
  const reasonOk = partnerReasonSchema.safeParse(reason).success;
  const ready = amount !== null && pointsProblem === null && reasonOk;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setDone(null);
    try {
      await handOut.mutateAsync({ points: amount, reason: reason.trim() });
      setDone(
        kind === 'punish'
          ? t`Added ${{ points: formatPoints(amount, unit) }}.`
          : t`Granted ${{ points: formatPoints(amount, unit) }}.`,
      );
      setPoints('');
      setReason('');
    } catch {
      // The form shows the error.
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid={`${kind}-form`}>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          {kind === 'punish' ? t`Punish` : t`Reward`}
        </Card.Title>
        <p className="small" data-testid={`${kind}-left`}>
          {kind === 'punish' ? (
            <Trans>Left today: {{ left: formatPoints(leftToday, unit) }} of punishment.</Trans>
          ) : (
            <Trans>Left today: {{ left: formatPoints(leftToday, unit) }} of reward.</Trans>
          )}
        </p>
        {leftToday === 0 ? (
          <p className="text-body-secondary mb-0">{t`The player's limit leaves you nothing more today.`}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Form.Group controlId={`${kind}-points`} className="mb-2" style={{ maxWidth: '10rem' }}>
              <Form.Label>{kind === 'punish' ? t`Punishment points` : t`Reward points`}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={1}
                max={leftToday}
                step={1}
                value={points}
                isInvalid={pointsProblem !== null}
                onChange={(event) => {
                  setPoints(event.currentTarget.value);
                  setDone(null);
                }}
              />
              <Form.Control.Feedback type="invalid">{pointsProblem}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${kind}-reason`} className="mb-2">
              <Form.Label>{t`Reason`}</Form.Label>
              <Form.Control
                value={reason}
                maxLength={REASON_MAX}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setDone(null);
                }}
              />
              <Form.Text>{t`The player reads it in the log and in their points history.`}</Form.Text>
            </Form.Group>
            {handOut.isError && (
              <Alert variant="danger" role="alert">
                {errorMessage(handOut.error)}
              </Alert>
            )}
            <div aria-live="polite">{done && <Alert variant="success">{done}</Alert>}</div>
            <OnlineButton type="submit" variant={kind === 'punish' ? 'danger' : 'success'} disabled={!ready || handOut.isPending}>
              {kind === 'punish' ? t`Add punishment points` : t`Grant reward points`}
            </OnlineButton>
          </form>
        )}
      </Card.Body>
    </Card>
  );
}
