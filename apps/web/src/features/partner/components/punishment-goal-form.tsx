import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Card, Form, ListGroup } from 'react-bootstrap';
import { partnerReasonSchema, PUNISHMENT_GOALS, type PartnerNextGoals } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { goalTitleText } from '../../challenges';
import { useAddPartnerGoal } from '../api/partner-view-api';

interface Props {
  playerId: string;
  /** The goals this partner put on the player's next challenge, and how many more the limit leaves. */
  next: PartnerNextGoals;
}

const REASON_MAX = 200;

/**
 * A punishment goal of the catalogue for the player's next challenge, with a reason, while the
 * per-challenge limit leaves any. The goals already added are listed and not offered again; the
 * server decides, and its refusal is shown.
 */
export function PunishmentGoalForm({ playerId, next }: Props) {
  const titleId = useId();
  const add = useAddPartnerGoal(playerId);
  const [metric, setMetric] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const added = new Set(next.added.map((goal) => goal.metric));
  const choices = PUNISHMENT_GOALS.filter((goal) => !added.has(goal.metric))
    .map((goal) => ({ metric: goal.metric, title: goalTitleText(goal.title) }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const ready = metric !== '' && partnerReasonSchema.safeParse(reason).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setDone(null);
    try {
      await add.mutateAsync({ metric, reason: reason.trim() });
      setDone(t`Added to the player's next challenge.`);
      setMetric('');
      setReason('');
    } catch {
      // The form shows the error.
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="goal-form">
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          {t`Punishment goal for the next challenge`}
        </Card.Title>
        <p className="small" data-testid="goals-left">
          <Trans>Left for the next challenge: {{ left: next.left }}.</Trans>
        </p>
        {next.added.length > 0 && (
          <ListGroup as="ul" className="mb-3" aria-label={t`Goals you added`}>
            {next.added.map((goal) => (
              <ListGroup.Item as="li" key={goal.metric} className="text-break">
                <span className="fw-semibold">{goalTitleText(goal.title)}</span>
                <div className="small text-body-secondary">
                  <Trans>Reason: {{ reason: goal.reason }}</Trans>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {/* Outside the form, which goes once the last goal the limit allows is added. */}
        <div aria-live="polite">{done && <Alert variant="success">{done}</Alert>}</div>
        {next.left === 0 ? (
          <p className="text-body-secondary mb-0">{t`The player's limit leaves you no more goals for their next challenge.`}</p>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Form.Group controlId="partner-goal" className="mb-2">
              <Form.Label>{t`Goal`}</Form.Label>
              <Form.Select
                value={metric}
                onChange={(event) => {
                  setMetric(event.currentTarget.value);
                  setDone(null);
                }}
              >
                <option value="">{t`Choose a punishment goal`}</option>
                {choices.map((choice) => (
                  <option key={choice.metric} value={choice.metric}>
                    {choice.title}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="partner-goal-reason" className="mb-2">
              <Form.Label>{t`Reason`}</Form.Label>
              <Form.Control
                value={reason}
                maxLength={REASON_MAX}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setDone(null);
                }}
              />
              <Form.Text>{t`The player reads it when preparing their next challenge, and cannot remove the goal.`}</Form.Text>
            </Form.Group>
            {add.isError && (
              <Alert variant="danger" role="alert">
                {errorMessage(add.error)}
              </Alert>
            )}
            <OnlineButton type="submit" variant="danger" disabled={!ready || add.isPending}>
              {t`Add punishment goal`}
            </OnlineButton>
          </form>
        )}
      </Card.Body>
    </Card>
  );
}
