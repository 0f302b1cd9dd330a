import { t } from '@lingui/core/macro';
import { Badge, Card, ListGroup } from 'react-bootstrap';
import type { ChallengeDetail } from '@gauntlet/core';
import { formatLastDay, remainingTimeText } from '../../../../lib/format';
import { useNow } from '../../../../lib/use-now';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { PointsText } from '../points-text';

function StatusBadge({ challenge }: { challenge: ChallengeDetail }) {
  const now = useNow();
  if (challenge.outcome) {
    const cancelled = challenge.outcome.status === 'Cancelled';
    return <Badge bg={cancelled ? 'secondary' : 'success'}>{cancelled ? t`Cancelled` : t`Completed`}</Badge>;
  }
  return (
    <Badge bg="info" text="dark">
      {remainingTimeText(challenge.endDate, now)}
    </Badge>
  );
}

/** A challenge of the user's with its days, its goals and what each is worth, and how it ended. */
export function ChallengeDetailCard({ challenge }: { challenge: ChallengeDetail }) {
  const { outcome, timeZone } = challenge;
  return (
    <Card as="article" aria-labelledby="challenge-title" data-testid="challenge-detail">
      <Card.Body className="d-grid gap-2">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
          <h1 className="h3 mb-0 text-break" id="challenge-title">
            {challenge.title}
          </h1>
          <StatusBadge challenge={challenge} />
        </div>
        {challenge.description && <p className="text-body-secondary text-break mb-0">{challenge.description}</p>}
        <dl className="row small mb-0">
          <dt className="col-5 col-sm-3">{t`Start`}</dt>
          <dd className="col-7 col-sm-9 mb-1">{formatLastDay(new Date(challenge.startDate), timeZone)}</dd>
          <dt className="col-5 col-sm-3">{t`Last day`}</dt>
          <dd className="col-7 col-sm-9 mb-1">{formatLastDay(new Date(challenge.endDate), timeZone)}</dd>
          <dt className="col-5 col-sm-3">{outcome ? t`Result` : t`At stake`}</dt>
          <dd className="col-7 col-sm-9 mb-0" data-testid="challenge-points">
            {outcome ? (
              <PointsText rewardPoints={outcome.rewardPoints} punishmentPoints={outcome.punishmentPoints} />
            ) : (
              <PointsText rewardPoints={challenge.rewardPoints} punishmentPoints={challenge.punishmentPoints} />
            )}
          </dd>
        </dl>
      </Card.Body>
      <ListGroup as="ul" variant="flush" aria-label={t`Goals of ${{ title: challenge.title }}`}>
        {challenge.goals.map((goal) => (
          <ListGroup.Item as="li" key={goal.id} className="d-flex flex-wrap justify-content-between gap-2 small">
            <span className="text-break">
              {goalTitleText(goal.title)}
              <span className="text-body-secondary">
                {' · '}
                {goal.gradingType === 'Manual' ? t`graded by hand` : t`goal ${{ goalValue: goal.goalValue }}`}
              </span>
            </span>
            <PointsText rewardPoints={goal.rewardPoints} punishmentPoints={goal.punishmentPoints} />
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
