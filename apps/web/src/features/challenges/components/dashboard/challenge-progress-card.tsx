import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { challengeStakes, gradeChallenge, type Challenge, type MetricState } from '@gauntlet/core';
import { formatDateWithWeekday } from '../../../../lib/date-format';
import { remainingTimeText } from '../../../../lib/format';
import { daysLeftText } from '../../lib/goal-progress';
import { metricFor } from '../../lib/goal-metric';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { GoalProgressBar } from './goal-progress-bar';
import { OutcomeProjection } from './outcome-projection';

interface Props {
  challenge: Challenge;
  metrics: MetricState[];
  rewardCap: number;
  now: Date;
}

/**
 * Someone else's running challenge as its dashboard shows it, to read only: each goal's progress
 * and today's check-in, and what it would pay if it ended today, with no control to change them.
 */
export function ChallengeProgressCard({ challenge, metrics, rewardCap, now }: Props) {
  const titleId = useId();
  const endDate = new Date(challenge.endDate);
  const daysLeft = daysLeftText(now, endDate, challenge.timeZone);
  const goalMetrics = challenge.goals.map((goal) => ({ goal, metric: metricFor(goal, metrics) }));
  const projected = gradeChallenge(
    goalMetrics.map(({ goal, metric }) => ({ ...goal, currentValue: metric.currentValue })),
    rewardCap,
  );

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="challenge-progress">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <Card.Title as="h2" className="h5 mb-1 text-break" id={titleId}>
            {challenge.title}
          </Card.Title>
          <Badge bg="info" text="dark">
            {remainingTimeText(endDate, now)}
          </Badge>
        </div>
        <p className="mb-1">
          <Trans>Last day: {{ lastDay: formatDateWithWeekday(endDate, challenge.timeZone) }}</Trans>
        </p>
        {challenge.description && <p className="text-body-secondary mb-0 text-break">{challenge.description}</p>}
      </Card.Body>
      <ListGroup as="ul" variant="flush" aria-label={t`Goals of ${{ title: challenge.title }}`}>
        {goalMetrics.map(({ goal, metric }, index) => (
          <ListGroup.Item as="li" key={goal.id}>
            <div className="fw-semibold text-break">{goalTitleText(goal.title)}</div>
            <small className="text-body-secondary">{metric.name}</small>
            <GoalProgressBar goal={goal} metric={metric} daysLeft={daysLeft} projected={projected.goals[index]!} />
          </ListGroup.Item>
        ))}
      </ListGroup>
      <Card.Body className="border-top">
        <OutcomeProjection projected={projected} stakes={challengeStakes(challenge.goals, rewardCap)} rewardCap={rewardCap} />
      </Card.Body>
    </Card>
  );
}
