import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { changeEmail } from '../api/email-verification-api';
import { emailFieldProblem } from '../lib/field-problems';

/**
 * Moving the account to another address: the password proves the owner is here (an account
 * without one needs a recent sign-in instead), and nothing changes until the link mailed to the
 * new address is followed.
 */
export function ChangeEmailCard({ currentEmail, hasPassword }: { currentEmail: string; hasPassword: boolean }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useMutation({ mutationFn: changeEmail });
  const problem = emailFieldProblem(newEmail);
  const showProblem = touched && Boolean(problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || change.isPending) return;
    change.mutate({ newEmail, ...(hasPassword && { password }) }, { onSuccess: () => setPassword('') });
  };

  const sentTo = change.variables?.newEmail.trim() ?? '';
  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t`E-mail address`}
        </Card.Title>
        <p className="text-body-secondary">
          <Trans>Your account uses {currentEmail}.</Trans>
        </p>
        {change.isSuccess && (
          <Alert variant="success" role="status">
            <Trans>
              We sent a link to {sentTo}. Your account switches to that address when you follow the link, within one hour.
            </Trans>
          </Alert>
        )}
        {change.error && <Alert variant="danger">{errorMessage(change.error)}</Alert>}
        <Form onSubmit={submit} noValidate aria-label={t`Change the e-mail address`}>
          <Form.Group className="mb-3" controlId="change-email-new">
            <Form.Label>{t`New e-mail address`}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              onBlur={() => setTouched(true)}
              isInvalid={showProblem}
              required
            />
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
          {hasPassword && (
            <Form.Group className="mb-3" controlId="change-email-password">
              <Form.Label>{t`Current password`}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            </Form.Group>
          )}
          <OnlineButton type="submit" variant="outline-primary" disabled={change.isPending || (hasPassword && !password)}>
            {change.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            <Trans>Send a confirmation link</Trans>
          </OnlineButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
