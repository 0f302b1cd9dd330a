import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RECENT_SIGN_IN_MINUTES } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { errorMessage } from '../../../lib/error-text';
import { announceLogout } from '../../../lib/logout-broadcast';
import { endSession } from '../../../lib/end-session';
import { useNow } from '../../../lib/use-now';
import { deleteAccount, useSignInMethods } from '../api/profile-api';
import { SignInAgain } from './sign-in-again';
import { paths } from '../../../lib/paths';

/**
 * Deleting is irreversible, so it asks for an explicit confirmation and proof of who is there:
 * the password, or for an account without one a sign-in from the last few minutes.
 */
export function DeleteAccountCard() {
  const methods = useSignInMethods();
  const now = useNow(15_000);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const hasPassword = methods.data?.hasPassword ?? true;
  const signedInRecently =
    methods.data !== undefined && now.getTime() - Date.parse(methods.data.signedInAt) < RECENT_SIGN_IN_MINUTES * 60_000;
  const ready = hasPassword ? password.length >= 6 : signedInRecently;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      announceLogout();
      await endSession(queryClient, 'account_deleted');
      await navigate(paths.home);
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Card border="danger">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t`Delete account`}
        </Card.Title>
        <p className="text-body-secondary">
          {t`This removes your profile, challenges, routines and every other record of your account. It cannot be undone.`}
        </p>
        {methods.isPending && <PageSpinner label={t`Checking how your account signs in`} />}
        {methods.isError && (
          <LoadError message={t`Failed to check how your account signs in.`} onRetry={() => void methods.refetch()} />
        )}
        {methods.data && (
          <>
            {error && <Alert variant="danger">{error}</Alert>}
            {!hasPassword && !signedInRecently && <SignInAgain providers={methods.data.providers} />}
            <Form onSubmit={(event) => void submit(event)}>
              {hasPassword && (
                <Form.Group className="mb-3" controlId="delete-password">
                  <Form.Label>{t`Password`}</Form.Label>
                  <Form.Control
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    required
                  />
                </Form.Group>
              )}
              {confirming && (
                <Alert variant="warning">
                  <Trans>Are you sure? Press the button again to delete your account for good.</Trans>
                </Alert>
              )}
              <div className="d-flex gap-2">
                <Button type="submit" variant="danger" disabled={!ready || busy}>
                  {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  {confirming ? t`Yes, delete my account` : t`Delete my account`}
                </Button>
                {confirming && (
                  <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={busy}>
                    {t`Keep my account`}
                  </Button>
                )}
              </div>
            </Form>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
