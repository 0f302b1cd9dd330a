import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert, Button } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { WorkoutComplete } from './workout-complete';

interface Props {
  status: 'idle' | 'pending' | 'error' | 'success';
  score: number;
  error: string | null;
  onRetry: () => void;
  onNewSession: () => void;
}

/** After the last exercise: saving the session, then Workout Complete (or a retry). */
export function SessionFinishPanel({ status, score, error, onRetry, onNewSession }: Props) {
  if (status === 'success') return <WorkoutComplete score={score} onNewSession={onNewSession} />;
  if (status === 'error') {
    return (
      <Alert variant="danger" data-testid="session-save-error">
        <p className="mb-2">
          <Trans>Your session could not be saved. {error}</Trans>
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="danger" onClick={onRetry}>
            {t`Retry`}
          </Button>
          <Button variant="outline-secondary" onClick={onNewSession}>
            {t`Start New Session`}
          </Button>
        </div>
      </Alert>
    );
  }
  return <PageSpinner label={t`Saving your session…`} />;
}
