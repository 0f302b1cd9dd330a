import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useMe } from '../../../lib/session';
import { sendVerificationEmail } from '../api/email-verification-api';

/** The user this device stopped reminding; another user signing in here is reminded still. */
const DISMISSED_KEY = 'gauntlet.email-reminder-dismissed';

/**
 * An unverified account works like any other, but gets no reminders by mail: say so until the
 * address is confirmed, with a way to get the mail again, unless dismissed on this device.
 */
export function EmailVerificationReminder() {
  const { data: me } = useMe();
  const [dismissedFor, setDismissedFor] = useState(() => localStorage.getItem(DISMISSED_KEY));
  const resend = useMutation({ mutationFn: sendVerificationEmail });
  if (!me || me.emailVerified || dismissedFor === me.userId) return null;

  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, me.userId);
    setDismissedFor(me.userId);
  };

  const email = me.email;
  return (
    <Alert variant="warning" dismissible onClose={dismiss} data-testid="email-verification-reminder">
      {/* A long address is one word: it may break anywhere rather than widen a phone's screen. */}
      <p className="mb-2 text-break">
        <Trans>
          Confirm your e-mail address {email}: follow the link in the mail we sent you. Until then, we send you no reminders.
        </Trans>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <OnlineButton
          size="sm"
          variant="outline-dark"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || resend.isSuccess}
        >
          <Trans>Send again</Trans>
        </OnlineButton>
        {resend.isSuccess && (
          <span role="status" className="small">
            <Trans>Sent. Check your inbox (and its spam folder).</Trans>
          </span>
        )}
        {resend.error && <span className="small text-danger">{errorMessage(resend.error)}</span>}
      </div>
    </Alert>
  );
}
