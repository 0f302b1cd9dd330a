import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { UnsubscribableKind } from '@gauntlet/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-text';
import { unsubscribe } from '../api/unsubscribe-api';

type Outcome = { state: 'ask' } | { state: 'done'; kind: UnsubscribableKind } | { state: 'invalid_link' };

function reminderName(kind: UnsubscribableKind): string {
  switch (kind) {
    case 'daily_check_in':
      return t`the daily check-in reminder`;
    case 'last_day':
      return t`the last-day reminder`;
    case 'ended_unfinished':
      return t`the reminder for ended challenges`;
    case 'punishment_waiting':
      return t`the reminder for waiting punishment points`;
    case 'partner_news':
      return t`your partnerships' news`;
  }
}

function Unsubscribed({ kind }: { kind: UnsubscribableKind }) {
  const reminder = reminderName(kind);
  return (
    <>
      <h1 className="h4 mb-3">
        <Trans>Unsubscribed</Trans>
      </h1>
      <p role="status">
        <Trans>You will no longer get {reminder} by e-mail.</Trans>
      </p>
    </>
  );
}

/**
 * Where a reminder or partnership news mail's unsubscribe link leads, signed in or not. Opening it
 * changes nothing (mail scanners open links too); the button does, and the page then says which
 * mails stopped.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'ask' } : { state: 'invalid_link' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setLoading(true);
    setError(null);
    try {
      setOutcome({ state: 'done', kind: await unsubscribe(token) });
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 400) setOutcome({ state: 'invalid_link' });
      else setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="card mx-auto" style={{ maxWidth: '28rem' }}>
      <div className="card-body">
        {outcome.state === 'ask' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>Stop these e-mails?</Trans>
            </h1>
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            <p>
              <Trans>
                Only what this mail was about (one kind of reminder, or your partnerships' news) stops coming by e-mail.
                Everything else stays as it is.
              </Trans>
            </p>
            <button type="button" className="btn btn-primary" disabled={loading} onClick={() => void confirm()}>
              {loading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              <Trans>Stop these e-mails</Trans>
            </button>
          </>
        )}
        {outcome.state === 'done' && <Unsubscribed kind={outcome.kind} />}
        {outcome.state === 'invalid_link' && (
          <>
            <h1 className="h4 mb-3">
              <Trans>This link does not work</Trans>
            </h1>
            <p>
              <Trans>
                This unsubscribe link is incomplete or was changed. Change your reminders in your profile's notification settings.
              </Trans>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
