import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import type { ZodType } from 'zod';
import {
  emailSchema,
  passwordSchema,
  TERMS_REQUIRED_MESSAGE,
  userNameSchema,
} from '@gauntlet/core';
import { errorMessage } from '../../../lib/api-client';
import { browserTimeZone, useAuthActions } from '../api/session';

type Mode = 'login' | 'signup';

const EMPTY = { email: '', password: '', username: '', acceptTerms: false };

function fieldError(schema: ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** Login or sign-up, switched by a link button; the page moves on once the session is known. */
export function AuthForm() {
  const [mode, setMode] = useState<Mode>('login');
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { signIn, signUp } = useAuthActions();
  const isSignUp = mode === 'signup';

  const errors = {
    email: fieldError(emailSchema, values.email),
    password: fieldError(passwordSchema, values.password),
    username: isSignUp ? fieldError(userNameSchema, values.username) : null,
  };
  const invalid = Object.values(errors).some(Boolean);

  const set = (name: keyof typeof EMPTY, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }));

  const switchMode = () => {
    setMode(isSignUp ? 'login' : 'signup');
    setError(null);
    setTouched({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid || loading) return;
    if (isSignUp && !values.acceptTerms) {
      setError(TERMS_REQUIRED_MESSAGE);
      return;
    }
    setLoading(true);
    setError(null);
    const submitted = values;
    setValues(EMPTY);
    setTouched({});
    try {
      const timeZone = browserTimeZone();
      if (isSignUp) {
        await signUp({ ...submitted, acceptTerms: true, timeZone });
      } else {
        await signIn({ email: submitted.email, password: submitted.password, timeZone });
      }
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  const feedback = (name: keyof typeof errors) =>
    touched[name] && errors[name] ? (
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    ) : null;

  return (
    <Form onSubmit={submit} noValidate aria-label={isSignUp ? 'Sign up' : 'Log in'} className="auth-form">
      <h2 className="h4 mb-3">{isSignUp ? 'Create your account' : 'Log in'}</h2>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="auth-email">
        <Form.Label>E-mail</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={() => touch('email')}
          isInvalid={Boolean(touched.email && errors.email)}
          required
        />
        {feedback('email')}
      </Form.Group>
      {isSignUp && (
        <Form.Group className="mb-3" controlId="auth-username">
          <Form.Label>Username</Form.Label>
          <Form.Control
            autoComplete="username"
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            onBlur={() => touch('username')}
            isInvalid={Boolean(touched.username && errors.username)}
            required
          />
          {feedback('username')}
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="auth-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          onBlur={() => touch('password')}
          isInvalid={Boolean(touched.password && errors.password)}
          required
        />
        {feedback('password')}
      </Form.Group>
      {isSignUp && (
        <Form.Group className="mb-3" controlId="auth-accept-terms">
          <Form.Check
            type="checkbox"
            checked={values.acceptTerms}
            onChange={(event) => set('acceptTerms', event.target.checked)}
            label={
              <>
                I confirm that I am at least 18 years old and I agree to the{' '}
                <Link to="/terms-of-use">Terms of Use</Link> and{' '}
                <Link to="/privacy-policy">Privacy Policy</Link>
              </>
            }
          />
        </Form.Group>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button type="submit" disabled={invalid || loading}>
          {loading && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {loading ? (isSignUp ? 'Creating profile...' : 'Logging in...') : isSignUp ? 'Sign up' : 'Log in'}
        </Button>
        <Button variant="link" className="p-0" onClick={switchMode} disabled={loading}>
          {isSignUp ? 'Already have an account? Log in' : 'No account yet? Sign up'}
        </Button>
      </div>
    </Form>
  );
}
