import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Card, Form, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { isAdmin } from '@gauntlet/core';
import { LoadError } from '../../../components/load-error';
import { useMe } from '../../../lib/session';
import { useBootstrapState, useClaimFirstAdmin } from '../api/bootstrap-api';
import { failureText } from '../lib/failure-text';
import { OnlineButton } from '../../../components/online-controls';
import { paths } from '../../../lib/paths';

const adminPanelLink = () => (
  <Link to={paths.admin} className="alert-link">
    {t`Open the Admin Panel`}
  </Link>
);

/**
 * Offers a signed-in non-admin the administrator role while nobody holds it yet, in exchange for
 * the setup code only the server's operator can read. Once an administrator exists it says so,
 * and an administrator is sent on to the Admin Panel.
 */
export function FirstAdminOffer() {
  const { data: me } = useMe();
  const titleId = useId();
  const [code, setCode] = useState('');
  const eligible = !!me && !isAdmin(me.permissions.role);
  const bootstrap = useBootstrapState(eligible);
  const claim = useClaimFirstAdmin();

  if (claim.isSuccess) {
    return (
      <Alert variant="success" role="status" transition={false}>
        {t`You are now the administrator.`} {adminPanelLink()}
      </Alert>
    );
  }
  if (!me) return null;
  if (!eligible) {
    return (
      <Alert variant="info" transition={false}>
        {t`You are the administrator.`} {adminPanelLink()}
      </Alert>
    );
  }
  const error = claim.isError ? (
    <Alert variant="danger" className="mb-0 mt-3" transition={false}>
      {failureText(claim.error, t`Could not make you admin`)}
    </Alert>
  ) : null;
  if (bootstrap.isError) {
    return (
      <LoadError message={t`Could not find out whether there is an administrator.`} onRetry={() => void bootstrap.refetch()} />
    );
  }
  if (bootstrap.data?.adminExists) {
    // A refused claim (someone else was first) still explains itself after the form goes away.
    return error ?? <p data-testid="admin-exists">{t`This Gauntlet has an administrator already.`}</p>;
  }
  if (!bootstrap.data) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) claim.mutate({ code });
  };

  return (
    <Card as="section" className="mb-3 border-warning" aria-labelledby={titleId} data-testid="first-admin-offer">
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          {t`No administrator yet`}
        </Card.Title>
        <Card.Text>
          <Trans>
            Nobody administers this Gauntlet yet. The administrator manages everyone's roles and feature flags from the Admin
            Panel. If you run this server, enter the setup code it printed in its log at start (it is also in the file{' '}
            <code>admin-setup-code</code> in its data folder).
          </Trans>
        </Card.Text>
        <Form onSubmit={submit} className="d-flex flex-wrap align-items-end gap-2">
          <Form.Group controlId={`${titleId}-code`}>
            <Form.Label>{t`Setup code`}</Form.Label>
            <Form.Control value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" required />
          </Form.Group>
          <OnlineButton type="submit" variant="warning" disabled={claim.isPending || !code.trim()}>
            {claim.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            <Trans>Become administrator</Trans>
          </OnlineButton>
        </Form>
        {error}
      </Card.Body>
    </Card>
  );
}
