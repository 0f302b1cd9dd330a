import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/password-reset-api';
import { CheckedField } from '../components/checked-field';
import { passwordFieldProblem } from '../lib/field-problems';

type Outcome = 'form' | 'changed' | 'invalid_link';

/**
 * Where a reset link leads: the new password is set with the link's token. A link that was used,
 * has expired or was never sent ends on a page that offers to send a new one.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid_link');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = passwordFieldProblem(password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || loading) return;
    setLoading(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setOutcome('changed');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.code === 'invalid_token') setOutcome('invalid_link');
      else setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="card mx-auto" style={{ maxWidth: '28rem' }}>
      <div className="card-body">
        {outcome === 'invalid_link' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>This link no longer works</Trans>
            </h1>
            <p>
              <Trans>
                A reset link works once, for one hour after it was sent. This one was used already, has expired or is incomplete.
              </Trans>
            </p>
            <Link to={paths.forgotPassword} className="btn btn-primary">
              <Trans>Send me a new link</Trans>
            </Link>
          </>
        )}
        {outcome === 'changed' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>Your password was changed</Trans>
            </h1>
            <p role="status">
              <Trans>Every device that was signed in has been signed out. Log in with your new password.</Trans>
            </p>
            <Link to={paths.home} className="btn btn-primary">
              <Trans>Log in</Trans>
            </Link>
          </>
        )}
        {outcome === 'form' && (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Choose a new password`}>
            <h1 className="h4 mb-3">
              <Trans>Choose a new password</Trans>
            </h1>
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            <CheckedField
              id="reset-password"
              label={<Trans>New password</Trans>}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              onBlur={() => setTouched(true)}
              problem={touched ? problem : null}
            />
            <button type="submit" className="btn btn-primary" disabled={loading}>
              {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {loading ? t`Saving…` : t`Save the new password`}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
