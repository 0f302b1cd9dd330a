import { Trans } from '@lingui/react/macro';
import { daysText } from '../../../../lib/format';
import { useId } from 'react';
import { Button, Card } from 'react-bootstrap';
import type { SuggestedChallenge } from '@gauntlet/core';
import { goalTitleText } from '../../lib/catalogue/goal-titles';
import { suggestionText } from '../../lib/catalogue/suggestions';
import { draftTitle } from '../../lib/goal-card-draft';

interface Props {
  suggestion: SuggestedChallenge;
  onStart: (suggestion: SuggestedChallenge) => void;
}

export function SuggestedChallengeCard({ suggestion, onStart }: Props) {
  const titleId = useId();
  const { title, description } = suggestionText(suggestion);
  return (
    <Card as="article" className="h-100" aria-labelledby={titleId} data-testid="suggested-challenge">
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h6" id={titleId}>
          {title}
        </Card.Title>
        <Card.Text className="text-body-secondary small">{description}</Card.Text>
        <p className="small mb-1">{daysText(suggestion.durationDays)}</p>
        <ul className="small ps-3 flex-grow-1">
          {suggestion.goals.map((goal, index) => (
            <li key={`${goal.metric}-${index}`}>
              {goalTitleText(draftTitle(goal))}
              {goal.gradingType !== 'Manual' && ` (${goal.goalValue})`}
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={() => onStart(suggestion)} aria-describedby={titleId}>
          <Trans>Start This Challenge</Trans>
        </Button>
      </Card.Body>
    </Card>
  );
}
