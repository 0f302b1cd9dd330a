import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  passingValue,
  type Challenge,
  type CheckInConfirmation,
  type Goal,
  type GradedGoal,
  type MetricState,
} from '@gauntlet/core';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { unitName } from '../../lib/catalogue/metrics';
import { trainingLink } from '../../lib/routine-link';
import { CheckInControl } from '../check-in/check-in-control';
import { CheckInOutlookText } from '../check-in/check-in-outlook-text';
import { ExternalGoalWidget } from '../check-in/external-goal-widget';
import { GoalProgressBar } from './goal-progress-bar';
import { ManualGradeSwitch } from '../check-in/manual-grade-switch';
import { StepMetricControl } from '../check-in/step-metric-control';
import '../check-in/metric-controls.css';

interface Props {
  challenge: Challenge;
  goal: Goal;
  metric: MetricState;
  /** A manual goal's "Completed" as its partner decides it, in a "partner confirms" challenge. */
  claim?: CheckInConfirmation | undefined;
  daysLeft: string;
  projected: GradedGoal;
  /** What the goal would pay or cost at the finish with its metric at a value, the others as they are. */
  outcomeAt: (value: number) => GradedGoal;
  now: Date;
}

/** One goal of the active challenge with the control its grading type calls for and its progress. */
export function GoalProgressRow({ challenge, goal, metric, claim, daysLeft, projected, outcomeAt, now }: Props) {
  const titleId = useId();
  const title = goalTitleText(goal.title);
  let control: ReactNode = null;
  let detail: ReactNode = null;
  // Right after today's check-in a check-in goal says where it is heading, not how it would end today.
  let outlook: ReactNode = null;

  switch (goal.gradingType) {
    case 'CheckIn':
      control = (
        <CheckInControl metric={metric} goalValue={goal.goalValue} challenge={challenge} now={now} describedBy={titleId} />
      );
      if (metric.checkedInToday) {
        outlook = (
          <CheckInOutlookText
            goalValue={goal.goalValue}
            metric={metric}
            challenge={challenge}
            now={now}
            ifMet={outcomeAt(passingValue(goal.gradingType, goal.goalValue))}
            punishmentPoints={goal.punishmentPoints}
          />
        );
      }
      break;
    case 'Manual':
      control = <ManualGradeSwitch metric={metric} claim={claim} describedBy={titleId} goalTitle={title} outcomeAt={outcomeAt} />;
      break;
    case 'None':
      control = (
        <Link to={trainingLink(goal.metric)} className="btn btn-sm btn-outline-primary" aria-describedby={titleId}>
          <Trans>Train Routine</Trans>
        </Link>
      );
      break;
    case 'AutomaticHigher':
    case 'AutomaticLower':
      detail =
        goal.gradingType === 'AutomaticHigher'
          ? t`Goal: at least ${{ goalValue: goal.goalValue }} ${{ unit: unitName(metric.unit, goal.goalValue) }}`
          : t`Goal: at most ${{ goalValue: goal.goalValue }} ${{ unit: unitName(metric.unit, goal.goalValue) }}`;
      control = <StepMetricControl metric={metric} describedBy={titleId} goalTitle={title} outcomeAt={outcomeAt} />;
      break;
    case 'External':
      detail = t`Progress: ${{ currentValue: metric.currentValue }}/${{ goalValue: goal.goalValue }} ${{ unit: unitName(metric.unit, goal.goalValue) }}`;
      break;
  }

  return (
    <ListGroup.Item as="li" data-testid={`goal-${goal.metric}`}>
      <div className="goal-progress-row">
        <div className="goal-progress-text">
          <div className="fw-semibold" id={titleId}>
            {title}
          </div>
          <small className="text-body-secondary">
            {metric.name}
            {detail && <> · {detail}</>}
          </small>
        </div>
        {control}
      </div>
      <GoalProgressBar goal={goal} metric={metric} daysLeft={daysLeft} projected={projected} outlook={outlook} />
      {goal.gradingType === 'External' && (
        <div className="mt-2">
          <ExternalGoalWidget goalId={goal.id} describedBy={titleId} />
        </div>
      )}
    </ListGroup.Item>
  );
}
