import { Trans } from '@lingui/react/macro';
import { Alert, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { OnlineButton } from '../../../../components/online-controls';
import { ApiRequestError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/error-text';
import type { NewChallengeForm } from '../../lib/use-new-challenge-form';
import { paths } from '../../../../lib/paths';

/** The server's refusal, Submit Challenge, and the list of what still blocks it. */
export function SubmitArea({ form }: { form: NewChallengeForm }) {
  const { create, reasons } = form;
  return (
    <>
      {create.error && (
        <Alert variant="danger">
          {errorMessage(create.error)}
          {create.error instanceof ApiRequestError && create.error.code === 'active_challenge_exists' && (
            <>
              {' '}
              <Link to={paths.dashboard}>
                <Trans>Go to the dashboard</Trans>
              </Link>
            </>
          )}
        </Alert>
      )}
      <div className="d-grid gap-2">
        <div>
          <OnlineButton type="submit" size="lg" disabled={reasons.length > 0 || create.isPending}>
            {create.isPending ? (
              <>
                <Spinner size="sm" className="me-2" aria-hidden="true" />
                <Trans>Submitting...</Trans>
              </>
            ) : (
              <Trans>Submit Challenge</Trans>
            )}
          </OnlineButton>
        </div>
        {reasons.length > 0 && (
          <div className="small text-body-secondary" data-testid="submit-blockers" aria-live="polite">
            <Trans>To submit:</Trans>
            <ul className="mb-0">
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
