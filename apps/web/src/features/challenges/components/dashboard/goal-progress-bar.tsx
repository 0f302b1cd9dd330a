import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LabelledProgressBar } from '../../../../components/labelled-progress-bar';
import type { ReactNode } from 'react';
import type { Goal, GradedGoal, MetricState } from '@gauntlet/core';
import { goalProgress } from '../../lib/goal-progress';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { PointsText } from '../points-text';

interface Props {
  goal: Goal;
  metric: MetricState;
  /** 'Last day' or 'N days left', the same for every goal of the challenge. */
  daysLeft: string;
  /** What the goal would pay or cost if the challenge ended today. */
  projected: GradedGoal;
  /** Where the goal is heading, said instead of what it would pay today. */
  outlook?: ReactNode;
}

/**
 * How far a goal has come: a bar from the value at the start towards the goal (or, for a limit,
 * the room left), the number the finish will judge, the days left, today's check-in, and what
 * it would pay today. A manual goal shows its switch's state instead of a bar.
 */
export function GoalProgressBar({ goal, metric, daysLeft, projected, outlook }: Props) {
  const progress = goalProgress(goal, metric);
  const title = goalTitleText(goal.title);
  const details = [
    progress.kind === 'manual'
      ? progress.completed
        ? t`Manual goal: marked completed`
        : t`Manual goal: not marked completed yet`
      : progress.text,
    daysLeft,
  ];
  if (goal.gradingType === 'CheckIn') details.push(metric.checkedInToday ? t`Today done` : t`Not checked in today`);

  return (
    <div className="mt-2" data-testid={`goal-progress-${goal.metric}`}>
      {progress.kind === 'bar' && (
        <LabelledProgressBar
          className="goal-progress-bar"
          now={progress.percent}
          variant={progress.passing ? 'success' : goal.gradingType === 'AutomaticLower' ? 'danger' : 'primary'}
          aria-label={t`Progress of ${title}`}
          aria-valuetext={progress.text}
        />
      )}
      <div className="d-flex flex-wrap justify-content-between column-gap-3 small">
        <span className="text-body-secondary" data-testid={`goal-progress-text-${goal.metric}`}>
          {details.join(' · ')}
        </span>
        <span data-testid={`goal-projection-${goal.metric}`}>
          {outlook ?? (
            <>
              {projected.succeeded ? <Trans>Would pass today:</Trans> : <Trans>Would fail today:</Trans>}{' '}
              <PointsText {...projected} />
            </>
          )}
        </span>
      </div>
    </div>
  );
}
