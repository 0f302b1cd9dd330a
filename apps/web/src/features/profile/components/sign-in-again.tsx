import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { RECENT_SIGN_IN_MINUTES } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { goToProvider, useSignInProviders } from '../../account';

/** For an account without a password: a fresh sign-in at its provider proves who is there. */
export function SignInAgain({ providers }: { providers: readonly string[] }) {
  const { data: offered = [] } = useSignInProviders();
  const [error, setError] = useState<string | null>(null);
  const usable = offered.filter((provider) => providers.includes(provider.id));
  return (
    <Alert variant="info" data-testid="sign-in-again">
      <p className="mb-2">
        <Trans>
          Your account has no password, so deleting it needs a sign-in from the last {RECENT_SIGN_IN_MINUTES} minutes. Sign in
          again, then come back here.
        </Trans>
      </p>
      {error && <p className="text-danger mb-2">{error}</p>}
      <div className="d-flex flex-wrap gap-2">
        {usable.map(({ id, name }) => (
          <Button
            key={id}
            variant="outline-primary"
            size="sm"
            onClick={() => void goToProvider({ providerId: id }).catch((caught) => setError(errorMessage(caught)))}
          >
            <Trans>Sign in again with {name}</Trans>
          </Button>
        ))}
      </div>
    </Alert>
  );
}
