import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  allowedGradings,
  changeCategory,
  changeGrading,
  changeMetric,
  GOAL_CARD_CATEGORIES,
  goalValueIsFixed,
  metricChoices,
  showsGoalValue,
  type Category,
  type GradingType,
  type MetricChoice,
} from '@gauntlet/core';
import { categoryName } from '../../lib/catalogue/categories';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { metricName } from '../../lib/catalogue/metrics';
import { cardTitle, type GoalCardDraft } from '../../lib/goal-card-draft';
import { gradingLabel } from '../../lib/grading-labels';
import { PointsText } from '../points-text';
import { createRoutinePath } from '../../../../lib/paths';

interface GoalPoints {
  rewardPoints: number;
  punishmentPoints: number;
}

interface Props {
  index: number;
  card: GoalCardDraft;
  routines: readonly MetricChoice[];
  /** Server preview; undefined while it is being computed or the card is incomplete. */
  points: GoalPoints | undefined;
  problem: string | null;
  onChange: (card: GoalCardDraft) => void;
  onRemove: () => void;
}

/** One ordinary goal: category, metric, grading and target value. */
export function GoalCard({ index, card, routines, points, problem, onChange, onRemove }: Props) {
  const id = useId();
  const number = index + 1;
  const title = goalTitleText(cardTitle(card, routines));
  const choices = metricChoices(card.category, routines);
  const valueText = Number.isFinite(card.goalValue) ? String(card.goalValue) : '';

  // A suggestion's own title and text no longer fit once the category or metric changes.
  const retarget = (next: GoalCardDraft) => onChange({ ...next, suggestedTitle: undefined, description: undefined });

  return (
    <Card as="article" aria-labelledby={`${id}-title`} data-testid="goal-card">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 className="h6 mb-0 text-break" id={`${id}-title`} data-testid="goal-card-title">
          {title}
        </h3>
        <span data-testid="goal-card-points">
          {points ? <PointsText {...points} /> : <span className="text-body-secondary small">{t`Points: …`}</span>}
        </span>
      </Card.Header>
      <Card.Body>
        <Row className="g-2">
          <Col xs={12} sm={6}>
            <Form.Group controlId={`${id}-category`}>
              <Form.Label>{t`Category`}</Form.Label>
              <Form.Select
                value={card.category}
                onChange={(event) => retarget({ ...card, ...changeCategory(card, event.target.value as Category, routines) })}
              >
                {GOAL_CARD_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryName(category)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            {choices.length > 0 ? (
              <Form.Group controlId={`${id}-metric`}>
                <Form.Label>{t`Metric`}</Form.Label>
                <Form.Select
                  value={card.metric}
                  onChange={(event) => retarget({ ...card, ...changeMetric(card, event.target.value) })}
                >
                  {choices.map((choice) => (
                    <option key={choice.metric} value={choice.metric}>
                      {metricName(choice.metric, choice.name)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ) : (
              <div>
                <span className="form-label d-block">{t`Metric`}</span>
                <p className="mb-0" data-testid="no-routines">
                  {t`No routines yet. `}
                  <Link to={createRoutinePath}>{t`Create a routine`}</Link>
                </p>
              </div>
            )}
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId={`${id}-grading`}>
              <Form.Label>{t`Grading`}</Form.Label>
              <Form.Select
                value={card.gradingType}
                onChange={(event) => onChange({ ...card, ...changeGrading(card, event.target.value as GradingType) })}
              >
                {allowedGradings(card.category).map((grading) => (
                  <option key={grading} value={grading}>
                    {gradingLabel(grading)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          {showsGoalValue(card.gradingType) && (
            <Col xs={12} sm={6}>
              <Form.Group controlId={`${id}-value`}>
                <Form.Label>{t`Goal value`}</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={card.gradingType === 'CheckIn' ? 1 : 'any'}
                  value={goalValueIsFixed(card.gradingType) ? '1' : valueText}
                  readOnly={goalValueIsFixed(card.gradingType)}
                  aria-describedby={goalValueIsFixed(card.gradingType) ? `${id}-value-help` : undefined}
                  isInvalid={Boolean(problem) && !Number.isFinite(card.goalValue)}
                  onChange={(event) =>
                    onChange({ ...card, goalValue: event.target.value === '' ? Number.NaN : Number(event.target.value) })
                  }
                />
                {goalValueIsFixed(card.gradingType) && (
                  <Form.Text id={`${id}-value-help`}>{t`A routine goal is one training session of the routine.`}</Form.Text>
                )}
              </Form.Group>
            </Col>
          )}
        </Row>
        {card.description && <p className="small text-body-secondary mt-2 mb-0">{card.description}</p>}
        {points?.rewardPoints === 0 && (
          <p className="small text-warning-emphasis mt-2 mb-0" data-testid="goal-card-no-effort">
            {t`Already met at the start, so it earns no points. Set a target your current value has not reached yet.`}
          </p>
        )}
        {problem && (
          <p className="small text-danger mt-2 mb-0" data-testid="goal-card-problem">
            {problem}
          </p>
        )}
      </Card.Body>
      <Card.Footer className="text-end">
        <Button size="sm" variant="outline-danger" onClick={onRemove}>
          <Trans>
            Remove<span className="visually-hidden"> goal {number}</span>
          </Trans>
        </Button>
      </Card.Footer>
    </Card>
  );
}
