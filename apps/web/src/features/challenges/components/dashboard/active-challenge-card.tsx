import { t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import {
  calendarDay,
  challengeStakes,
  goalOutcomeAt,
  gradeChallenge,
  openYesterday,
  type CancelRequest,
  type Challenge,
  type ChallengeOutcome,
  type CheckInConfirmation,
  type MetricState,
} from '@gauntlet/core';
import { OfflineNote } from '../../../../components/offline-note';
import { OnlineButton, OnlineLink } from '../../../../components/online-controls';
import { formatDateWithWeekday } from '../../../../lib/date-format';
import { remainingTimeText } from '../../../../lib/format';
import { errorMessage } from '../../../../lib/error-text';
import { useCancelChallenge } from '../../api/challenge-api';
import { CancelChallengeModal } from './cancel-challenge-modal';
import { CancelRequestControls } from './cancel-request-controls';
import { GoalProgressRow } from './goal-progress-row';
import { OutcomeProjection } from './outcome-projection';
import { daysLeftText } from '../../lib/goal-progress';
import { useGoalsForToday, type GoalRow } from '../../lib/goals-for-today';
import { metricFor } from '../../lib/goal-metric';
import { paths } from '../../../../lib/paths';

interface Props {
  challenge: Challenge;
  /** The metrics as the finish judges them (see `confirmedMetrics`). */
  metrics: MetricState[];
  /** What the partner confirms, when they do: a manual goal's switch shows the player's claim. */
  confirmations: CheckInConfirmation[];
  /** The most the challenge can pay at its finish. */
  rewardCap: number;
  now: Date;
  /** The user's zone now; the challenge's days follow the zone it started in. */
  timeZone: string;
  cancelPenalty: number;
  /** The partner approves a cancel: the player asks them, or cancels without approval. */
  cancelNeedsApproval: boolean;
  cancelRequest: CancelRequest | null;
  onCancelled: (outcome: ChallengeOutcome) => void;
}

export function ActiveChallengeCard({
  challenge,
  metrics,
  confirmations,
  rewardCap,
  now,
  timeZone,
  cancelPenalty,
  cancelNeedsApproval,
  cancelRequest,
  onCancelled,
}: Props) {
  const cancel = useCancelChallenge(cancelNeedsApproval);
  const [confirming, setConfirming] = useState(false);
  // The dialog's hooks would cost every render of the card (a slow phone's first paint among
  // them), so it is mounted only once first asked for; it then stays, so that closing fades out.
  const [dialogMounted, setDialogMounted] = useState(false);
  const endDate = new Date(challenge.endDate);
  const lastDay = calendarDay(now, challenge.timeZone) === calendarDay(endDate, challenge.timeZone);
  const daysLeft = daysLeftText(now, endDate, challenge.timeZone);
  const goalMetrics = challenge.goals.map((goal) => ({ goal, metric: metricFor(goal, metrics) }));
  // The finish's own rule on today's values, so the projection is what the finish would pay.
  const standings = goalMetrics.map(({ goal, metric }) => ({ ...goal, currentValue: metric.currentValue }));
  const projected = gradeChallenge(standings, rewardCap);
  const rows = goalMetrics.map((row, index) => ({ ...row, projected: projected.goals[index]! }));
  const today = calendarDay(now, challenge.timeZone);
  const { toDo, done } = useGoalsForToday(rows, `${challenge.challengeId} ${today}`, openYesterday(now, challenge) !== null);
  const goalRow = ({ goal, metric, projected: standing }: GoalRow) => (
    <GoalProgressRow
      key={goal.id}
      challenge={challenge}
      goal={goal}
      metric={metric}
      claim={confirmations.find((each) => each.kind === 'manual_grade' && each.metric === goal.metric)}
      daysLeft={daysLeft}
      projected={standing}
      outcomeAt={(value) =>
        goalOutcomeAt(
          standings,
          goalMetrics.findIndex((row) => row.goal.id === goal.id),
          value,
          rewardCap,
        )
      }
      now={now}
    />
  );

  const confirmCancel = async () => {
    try {
      const outcome = await cancel.mutateAsync();
      setConfirming(false);
      onCancelled(outcome);
    } catch {
      // The modal shows the error.
    }
  };

  return (
    <Card data-testid="active-challenge">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <Card.Title as="h2" className="h4 mb-1 text-break">
            {challenge.title}
          </Card.Title>
          <Badge bg="info" text="dark" className="fs-6" data-testid="remaining-time">
            {remainingTimeText(endDate, now)}
          </Badge>
        </div>
        <p className="mb-1" data-testid="last-day">
          <Trans>Last day: {{ lastDay: formatDateWithWeekday(endDate, challenge.timeZone) }}</Trans>
        </p>
        {challenge.timeZone !== timeZone && (
          <p className="small text-body-secondary mb-1" data-testid="challenge-time-zone">
            <Trans>
              This challenge counts its days in {{ timeZone: challenge.timeZone }}, where it started; your new zone applies from
              your next challenge.
            </Trans>
          </p>
        )}
        {challenge.description && <p className="text-body-secondary mb-0 text-break">{challenge.description}</p>}
      </Card.Body>
      {toDo.length > 0 && (
        <ListGroup as="ul" variant="flush" aria-label={t`Goals to do today`} data-testid="goals-to-do">
          {toDo.map(goalRow)}
        </ListGroup>
      )}
      {done.length > 0 && (
        <details className="border-top" data-testid="goals-done">
          <summary className="goals-done-summary list-group-item border-0 text-body-secondary">
            <Plural value={done.length} one="# goal done for today" other="# goals done for today" />
          </summary>
          <ListGroup as="ul" variant="flush" aria-label={t`Goals done for today`}>
            {done.map(goalRow)}
          </ListGroup>
        </details>
      )}
      <Card.Body className="border-top">
        <OutcomeProjection projected={projected} stakes={challengeStakes(challenge.goals, rewardCap)} rewardCap={rewardCap} />
      </Card.Body>
      <Card.Footer className="d-flex flex-wrap gap-2">
        {lastDay && (
          <OnlineLink to={paths.finishChallenge} variant="success">
            <Trans>Finish Challenge</Trans>
          </OnlineLink>
        )}
        <OnlineLink to={paths.metrics} variant="outline-primary">
          <Trans>Update Metrics</Trans>
        </OnlineLink>
        {cancelNeedsApproval && <CancelRequestControls request={cancelRequest} />}
        <OnlineButton
          variant="outline-danger"
          onClick={() => {
            setDialogMounted(true);
            setConfirming(true);
          }}
          disabled={cancel.isPending}
        >
          {cancel.isPending ? t`Canceling...` : cancelNeedsApproval ? t`Cancel without approval` : t`Cancel Challenge`}
        </OnlineButton>
        <OfflineNote>
          <Trans>
            You are offline: finishing, cancelling and changing metrics need a connection. Check-ins and manual switches are kept
            on this device and sent when you are back online.
          </Trans>
        </OfflineNote>
      </Card.Footer>
      {dialogMounted && (
        <CancelChallengeModal
          show={confirming}
          challenge={challenge}
          cancelPenalty={cancelPenalty}
          withoutApproval={cancelNeedsApproval}
          busy={cancel.isPending}
          error={cancel.error ? errorMessage(cancel.error) : null}
          onConfirm={() => void confirmCancel()}
          onHide={() => {
            setConfirming(false);
            cancel.reset();
          }}
        />
      )}
    </Card>
  );
}
