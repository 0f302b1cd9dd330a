import { useId } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { isAdmin } from '@gauntlet/core';
import { useMe } from '../../../lib/session';
import { useBootstrapState, useClaimFirstAdmin } from '../api/bootstrap-api';
import { failureText } from '../lib/failure-text';

/**
 * Offers a signed-in non-admin the administrator role while nobody holds it yet. Renders
 * nothing for guests, for admins and once an administrator exists.
 */
export function FirstAdminOffer() {
  const { data: me } = useMe();
  const titleId = useId();
  const eligible = !!me && !isAdmin(me.permissions.role);
  const bootstrap = useBootstrapState(eligible);
  const claim = useClaimFirstAdmin();

  if (claim.isSuccess) {
    return (
      <Alert variant="success" role="status" transition={false}>
        You are now the administrator.{' '}
        <Link to="/admin" className="alert-link">
          Open the Admin Panel
        </Link>
      </Alert>
    );
  }
  const error = claim.isError ? (
    <Alert variant="danger" className="mb-0 mt-3" transition={false}>
      {failureText(claim.error, 'Could not make you admin')}
    </Alert>
  ) : null;

  if (!eligible || bootstrap.data?.adminExists !== false) {
    // A refused claim (someone else was first) still explains itself after the offer goes away.
    return error && eligible ? <div className="mb-3">{error}</div> : null;
  }

  return (
    <Card as="section" className="mb-3 border-warning" aria-labelledby={titleId} data-testid="first-admin-offer">
      <Card.Body>
        <Card.Title as="h2" className="h5" id={titleId}>
          No administrator yet
        </Card.Title>
        <Card.Text>
          Nobody administers this Gauntlet yet. The first signed-in user to claim the role becomes the administrator and can
          manage everyone's roles and feature flags from the Admin Panel.
        </Card.Text>
        <Button variant="warning" disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Make me admin
        </Button>
        {error}
      </Card.Body>
    </Card>
  );
}
