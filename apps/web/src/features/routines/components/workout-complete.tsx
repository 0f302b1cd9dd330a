import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface Props {
  score: number;
  onNewSession: () => void;
}

/** The end of a saved session. */
export function WorkoutComplete({ score, onNewSession }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card body border="success" className="text-center" data-testid="workout-complete">
      <h2 className="h4 text-success" tabIndex={-1} ref={heading}>
        {t`Workout Complete!`}
      </h2>
      <p>
        <Trans>
          Final score: <strong data-testid="final-score">{score}</strong>
        </Trans>
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Button onClick={onNewSession}>{t`Start New Session`}</Button>
        <Link to={paths.dashboard} className="btn btn-outline-secondary">
          {t`Return to Dashboard`}
        </Link>
      </div>
    </Card>
  );
}
