import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { meQueryKey } from '../../../lib/query-keys';
import { useMe } from '../../../lib/session';
import { verifyEmail } from '../api/email-verification-api';

type Outcome = { state: 'verifying' | 'verified' | 'changed' | 'invalid_link' } | { state: 'failed'; message: string };

/**
 * Where the link of a verification mail leads (a new account's, or an e-mail change's): the
 * link's token is sent once, and the page says what it did. A used, expired or forged link
 * ends on a page that says how to get a new one.
 */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ state: token ? 'verifying' : 'invalid_link' });
  // A link does its work once: React's second run of the effect in development must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then(({ changedEmail }) => {
        setOutcome({ state: changedEmail ? 'changed' : 'verified' });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      })
      .catch((caught: unknown) => {
        if (caught instanceof ApiRequestError && caught.code === 'invalid_token') setOutcome({ state: 'invalid_link' });
        else setOutcome({ state: 'failed', message: errorMessage(caught) });
      });
  }, [token, queryClient]);

  const onwards = me ? (
    <Link to={paths.dashboard} className="btn btn-primary">
      <Trans>Go to the dashboard</Trans>
    </Link>
  ) : (
    <Link to={paths.home} className="btn btn-primary">
      <Trans>Log in</Trans>
    </Link>
  );

  return (
    <div className="card mx-auto" style={{ maxWidth: '28rem' }}>
      <div className="card-body">
        {outcome.state === 'verifying' && <PageSpinner label={t`Confirming your e-mail address`} />}
        {outcome.state === 'verified' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>Your e-mail address is confirmed</Trans>
            </h1>
            <p role="status">
              <Trans>Thank you. Reminders you turn on can now reach you by mail.</Trans>
            </p>
            {onwards}
          </>
        )}
        {outcome.state === 'changed' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>Your e-mail address was changed</Trans>
            </h1>
            <p role="status">
              <Trans>Your account uses the new address from now on. Log in with it next time.</Trans>
            </p>
            {onwards}
          </>
        )}
        {outcome.state === 'invalid_link' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>This link no longer works</Trans>
            </h1>
            <p>
              <Trans>
                A confirmation link works once, for one hour after it was sent. This one was used already, has expired or is
                incomplete. If your address is not confirmed yet, ask for a new mail with “Send again” on your dashboard.
              </Trans>
            </p>
            {onwards}
          </>
        )}
        {outcome.state === 'failed' && (
          <div className="alert alert-danger" role="alert">
            {outcome.message}
          </div>
        )}
      </div>
    </div>
  );
}
