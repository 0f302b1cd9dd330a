import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { forgetSessionEnd, readSessionEnd } from '../../../lib/session-end';
import { browserTimeZone, useAuthActions } from '../../../lib/session';
import { activeLanguage } from '../../../lib/i18n';
import { useSignInProviders } from '../api/providers-api';
import { NEEDS_SIGN_UP, providerErrorMessage } from '../lib/provider-errors';
import { emailFieldProblem, passwordFieldProblem, termsRequired, userNameFieldProblem } from '../lib/field-problems';
import { ProviderButtons } from './provider-buttons';
import { paths } from '../../../lib/paths';
import { CheckedField } from './checked-field';

type Mode = 'login' | 'signup';

const EMPTY = { email: '', password: '', username: '', acceptTerms: false };

/** After a sign-up that started no session: the e-mail most likely has an account already. */
const NOT_SIGNED_UP_NOTICE = msg`You are not signed in: no new account was made for this e-mail. If you already have an account, log in with it below; otherwise sign up with another e-mail.`;

const SessionEndNotice = lazy(() => import('./session-end-notice'));

/**
 * Login or sign-up, switched by a link button; the page moves on once the session is known.
 * Plain Bootstrap markup: the home page is the first load, which stays small (see check-bundle).
 */
export function AuthForm() {
  const [searchParams, setSearchParams] = useSearchParams();
  // A provider sign-in that failed comes back as ?error=<code>; a first one without the 18+
  // confirmation opens sign-up to ask for it.
  const [providerError, setProviderError] = useState(() => searchParams.get('error'));
  const [mode, setMode] = useState<Mode>(providerError === NEEDS_SIGN_UP ? 'signup' : 'login');
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Told once: a reload or a later visit to this screen does not tell it again.
  const [sessionEnd, setSessionEnd] = useState(readSessionEnd);
  useEffect(forgetSessionEnd, []);
  const providerName = useSignInProviders().data?.[0]?.name ?? t`your provider`;
  const providerMessage = providerError && providerErrorMessage(providerError, providerName);

  useEffect(() => {
    if (searchParams.has('error')) setSearchParams((params) => (params.delete('error'), params), { replace: true });
  }, [searchParams, setSearchParams]);
  const { signIn, signUp } = useAuthActions();
  const isSignUp = mode === 'signup';

  const errors = {
    email: emailFieldProblem(values.email),
    password: passwordFieldProblem(values.password),
    username: isSignUp ? userNameFieldProblem(values.username) : null,
  };
  const invalid = Object.values(errors).some(Boolean);

  const set = (name: keyof typeof EMPTY, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  const switchMode = () => {
    setMode(isSignUp ? 'login' : 'signup');
    setError(null);
    setNotice(null);
    setSessionEnd(null);
    setProviderError(null);
    setTouched({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || loading) return;
    if (isSignUp && !values.acceptTerms) {
      setError(termsRequired());
      return;
    }
    setLoading(true);
    setError(null);
    setNotice(null);
    setSessionEnd(null);
    setProviderError(null);
    const submitted = values;
    setValues(EMPTY);
    setTouched({});
    try {
      if (isSignUp) {
        if (!(await signUp({ ...submitted, acceptTerms: true, timeZone: browserTimeZone(), language: activeLanguage() }))) {
          setMode('login');
          setValues({ ...EMPTY, email: submitted.email });
          setNotice(i18n._(NOT_SIGNED_UP_NOTICE));
        }
      } else {
        await signIn({ email: submitted.email, password: submitted.password });
      }
    } catch (caught) {
      // Only the password is typed again: it may be what was wrong, and it is never kept.
      setValues({ ...submitted, password: '' });
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  const shownProblem = (name: keyof typeof errors) => (touched[name] && errors[name]) || null;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isSignUp ? t`Sign up` : t`Log in`}
      className="auth-form"
    >
      <h2 className="h4 mb-3">{isSignUp ? t`Create your account` : t`Log in`}</h2>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {providerMessage && (
        <div className={`alert ${providerError === NEEDS_SIGN_UP ? 'alert-info' : 'alert-danger'}`} role="alert">
          {providerMessage}
        </div>
      )}
      {notice && (
        <div className="alert alert-info" role="status">
          {notice}
        </div>
      )}
      {sessionEnd && (
        <Suspense fallback={null}>
          <SessionEndNotice reason={sessionEnd} />
        </Suspense>
      )}
      <CheckedField
        id="auth-email"
        label={<Trans>E-mail</Trans>}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => set('email', value)}
        onBlur={() => touch('email')}
        problem={shownProblem('email')}
      />
      {isSignUp && (
        <CheckedField
          id="auth-username"
          label={<Trans>Username</Trans>}
          autoComplete="username"
          value={values.username}
          onChange={(value) => set('username', value)}
          onBlur={() => touch('username')}
          problem={shownProblem('username')}
        />
      )}
      <CheckedField
        id="auth-password"
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete={isSignUp ? 'new-password' : 'current-password'}
        value={values.password}
        onChange={(value) => set('password', value)}
        onBlur={() => touch('password')}
        problem={shownProblem('password')}
      >
        {!isSignUp && (
          <div className="mt-1">
            <Link to={paths.forgotPassword} className="small">
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
        )}
      </CheckedField>
      {isSignUp && (
        <div className="form-check mb-3">
          <input
            id="auth-accept-terms"
            type="checkbox"
            className="form-check-input"
            checked={values.acceptTerms}
            onChange={(event) => set('acceptTerms', event.target.checked)}
          />
          <label className="form-check-label" htmlFor="auth-accept-terms">
            <Trans>
              I confirm that I am at least 18 years old and I agree to the <Link to={paths.terms}>Terms of Use</Link> and{' '}
              <Link to={paths.privacy}>Privacy Policy</Link>
            </Trans>
          </label>
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={invalid || loading}>
          {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {loading ? (isSignUp ? t`Creating profile...` : t`Logging in...`) : isSignUp ? t`Sign up` : t`Log in`}
        </button>
        <button type="button" className="btn btn-link p-0" onClick={switchMode} disabled={loading}>
          {isSignUp ? t`Already have an account? Log in` : t`No account yet? Sign up`}
        </button>
      </div>
      <ProviderButtons
        signUp={isSignUp}
        acceptTerms={values.acceptTerms}
        disabled={loading}
        onError={(message) => {
          setProviderError(null);
          setError(message);
        }}
      />
    </form>
  );
}
