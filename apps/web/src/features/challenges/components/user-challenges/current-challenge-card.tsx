import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { isRoutineMetric, type Challenge } from '@gauntlet/core';
import { remainingTimeText } from '../../../../lib/format';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { trainingLink } from '../../lib/routine-link';
import { PointsText } from '../points-text';

/** A running challenge as anyone may see it on a profile. */
export function CurrentChallengeCard({ challenge, now }: { challenge: Challenge; now: Date }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} data-testid="current-challenge">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <Card.Title as="h3" className="h6 mb-1 text-break" id={titleId}>
            {challenge.title}
          </Card.Title>
          <Badge bg="info" text="dark">
            {remainingTimeText(challenge.endDate, now)}
          </Badge>
        </div>
        <p className="small mb-1">
          <PointsText rewardPoints={challenge.rewardPoints} punishmentPoints={challenge.punishmentPoints} />
        </p>
        {challenge.description && <Card.Text className="small text-body-secondary text-break">{challenge.description}</Card.Text>}
      </Card.Body>
      {challenge.goals.length > 0 && (
        <ListGroup as="ul" variant="flush" aria-label={t`Goals of ${{ title: challenge.title }}`}>
          {challenge.goals.map((goal) => (
            <ListGroup.Item as="li" key={goal.id} className="d-flex flex-wrap justify-content-between gap-2 small">
              {isRoutineMetric(goal.metric) ? (
                <Link to={trainingLink(goal.metric)} className="text-break">
                  {goalTitleText(goal.title)}
                </Link>
              ) : (
                <span className="text-break">{goalTitleText(goal.title)}</span>
              )}
              <span className="text-body-secondary">
                {goal.gradingType === 'Manual' ? t`Manual` : t`Goal: ${{ goalValue: goal.goalValue }}`}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
