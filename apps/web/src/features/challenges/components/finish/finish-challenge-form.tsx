import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { formatDateWithWeekday } from '../../../../lib/date-format';
import { useState, type FormEvent } from 'react';
import { Alert, Card, Form, ListGroup, Spinner } from 'react-bootstrap';
import { CheckedControl } from '../../../../components/checked-control';
import { canFinishOn, type Challenge, type FinishOutcome, type Goal, type MetricState } from '@gauntlet/core';
import { ApiRequestError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/error-text';
import { useNow } from '../../../../lib/use-now';
import { useFinishChallenge } from '../../api/challenge-api';
import { OnlineButton } from '../../../../components/online-controls';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { shownMetric, unitName } from '../../lib/catalogue/metrics';
import { goalResultText } from '../../lib/goal-result-text';

interface Props {
  challenge: Challenge;
  metrics: MetricState[];
  onFinished: (outcome: FinishOutcome) => void;
}

const isAutomatic = (goal: Goal) => goal.gradingType === 'AutomaticHigher' || goal.gradingType === 'AutomaticLower';

/** Final values for the automatic goals' metrics; the other goals are shown as they stand. */
export function FinishChallengeForm({ challenge, metrics, onFinished }: Props) {
  const finish = useFinishChallenge();
  const endDate = new Date(challenge.endDate);
  const open = canFinishOn(useNow(), endDate, challenge.timeZone);
  const metricOf = (goal: Goal) => {
    const metric = metrics.find((state) => state.metric === goal.metric);
    return metric && shownMetric(metric);
  };
  // One input per metric, even when two goals track the same one.
  const automaticGoals = challenge.goals.filter(
    (goal, index, goals) =>
      isAutomatic(goal) && goals.findIndex((other) => isAutomatic(other) && other.metric === goal.metric) === index,
  );
  const otherGoals = challenge.goals.filter((goal) => !isAutomatic(goal));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(automaticGoals.map((goal) => [goal.metric, String(metricOf(goal)?.currentValue ?? 0)])),
  );
  const parsed = Object.fromEntries(
    Object.entries(values).map(([metric, text]) => [metric, text.trim() === '' ? Number.NaN : Number(text)]),
  );
  const invalid = Object.values(parsed).some((value) => !Number.isFinite(value) || value < 0);
  const notLastDay = finish.error instanceof ApiRequestError && finish.error.code === 'not_last_day';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || invalid || finish.isPending) return;
    try {
      onFinished(await finish.mutateAsync(parsed));
    } catch {
      // shown below
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {automaticGoals.length > 0 && (
        <Card className="mb-3">
          <Card.Header as="h3" className="h6">
            {t`Final values`}
          </Card.Header>
          <Card.Body className="d-grid gap-3">
            {automaticGoals.map((goal) => {
              const metric = metricOf(goal);
              const text = values[goal.metric] ?? '';
              const value = parsed[goal.metric] ?? Number.NaN;
              return (
                <Form.Group key={goal.metric} controlId={`finish-${goal.metric}`}>
                  <Form.Label>
                    {goalTitleText(goal.title)}
                    {metric?.unit ? ` (${unitName(metric.unit)})` : ''}
                  </Form.Label>
                  <CheckedControl
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={text}
                    problem={(!Number.isFinite(value) || value < 0) && t`Enter a value of 0 or more.`}
                    onChange={(event) => setValues((current) => ({ ...current, [goal.metric]: event.target.value }))}
                  />
                  <Form.Text>
                    {goal.gradingType === 'AutomaticHigher'
                      ? t`Goal: at least ${{ goalValue: goal.goalValue }}`
                      : t`Goal: at most ${{ goalValue: goal.goalValue }}`}
                  </Form.Text>
                </Form.Group>
              );
            })}
          </Card.Body>
        </Card>
      )}
      {otherGoals.length > 0 && (
        <Card className="mb-3">
          <Card.Header as="h3" className="h6">
            {t`Other goals`}
          </Card.Header>
          <ListGroup as="ul" variant="flush">
            {otherGoals.map((goal) => {
              const metric = metricOf(goal);
              return (
                <ListGroup.Item as="li" key={goal.id} className="d-flex flex-wrap justify-content-between gap-2">
                  <span className="text-break">{goalTitleText(goal.title)}</span>
                  <span className="fw-semibold" data-testid={`finish-readonly-${goal.metric}`}>
                    {goalResultText(goal.gradingType, metric?.currentValue ?? 0, goal.goalValue, metric?.unit)}
                  </span>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        </Card>
      )}
      {finish.error && <Alert variant={notLastDay ? 'warning' : 'danger'}>{errorMessage(finish.error)}</Alert>}
      <OnlineButton type="submit" variant="success" disabled={!open || invalid || finish.isPending}>
        {finish.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        <Trans>Finish Challenge</Trans>
      </OnlineButton>
      {!open && (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="finish-opens">
          <Trans>
            You can finish this challenge on its last day, {{ lastDay: formatDateWithWeekday(endDate, challenge.timeZone) }}.
          </Trans>
        </p>
      )}
    </Form>
  );
}
