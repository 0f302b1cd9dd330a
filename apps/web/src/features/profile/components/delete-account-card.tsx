import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { announceLogout } from '../../../lib/logout-broadcast';
import { deleteAccount } from '../api/profile-api';
import { meQueryKey } from '../../../lib/query-keys';

/** Deleting is irreversible, so it asks for the password and an explicit confirmation. */
export function DeleteAccountCard() {
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(password);
      announceLogout();
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      await navigate('/');
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Card border="danger">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Delete account
        </Card.Title>
        <p className="text-body-secondary">
          This removes your profile, challenges, routines and every other record of your account. It cannot be undone.
        </p>
        {error && <Alert variant="danger">{error}</Alert>}
        <Form onSubmit={(event) => void submit(event)}>
          <Form.Group className="mb-3" controlId="delete-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </Form.Group>
          {confirming && <Alert variant="warning">Are you sure? Press the button again to delete your account for good.</Alert>}
          <div className="d-flex gap-2">
            <Button type="submit" variant="danger" disabled={password.length < 6 || busy}>
              {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              {confirming ? 'Yes, delete my account' : 'Delete my account'}
            </Button>
            {confirming && (
              <Button variant="outline-secondary" onClick={() => setConfirming(false)} disabled={busy}>
                Keep my account
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
