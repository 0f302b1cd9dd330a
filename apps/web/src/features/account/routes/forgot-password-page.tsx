import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { requestPasswordReset } from '../api/password-reset-api';
import { CheckedField } from '../components/checked-field';
import { emailFieldProblem } from '../lib/field-problems';

/** Asks for a reset link by e-mail. What it says afterwards is the same for any address. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problem = emailFieldProblem(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || loading) return;
    setLoading(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="card mx-auto" style={{ maxWidth: '28rem' }}>
      <div className="card-body">
        <h1 className="h4 mb-3">
          <Trans>Forgot your password?</Trans>
        </h1>
        {sentTo ? (
          <div className="alert alert-success" role="status">
            <Trans>
              If an account uses {sentTo}, a link to choose a new password is on its way. It works once, within one hour. Check
              your spam folder if it does not arrive.
            </Trans>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Ask for a reset link`}>
            <p className="text-body-secondary">
              <Trans>Enter the e-mail of your account, and we will send you a link to choose a new password.</Trans>
            </p>
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            <CheckedField
              id="forgot-email"
              label={<Trans>E-mail</Trans>}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              onBlur={() => setTouched(true)}
              problem={touched ? problem : null}
            />
            <button type="submit" className="btn btn-primary" disabled={loading}>
              {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {loading ? t`Sending…` : t`Send me a link`}
            </button>
          </form>
        )}
        <p className="mt-3 mb-0">
          <Link to={paths.home}>
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
