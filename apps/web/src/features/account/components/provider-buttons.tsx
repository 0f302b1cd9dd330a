import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/error-text';
import { browserTimeZone } from '../../../lib/session';
import { goToProvider, useSignInProviders } from '../api/providers-api';
import { termsRequired } from '../lib/field-problems';

interface ProviderButtonsProps {
  /** In sign-up mode the 18+ confirmation must be ticked first, and goes with the request. */
  signUp: boolean;
  acceptTerms: boolean;
  disabled: boolean;
  onError: (message: string) => void;
}

/** "Continue with …" for each configured outside provider; nothing when there is none. */
export function ProviderButtons({ signUp, acceptTerms, disabled, onError }: ProviderButtonsProps) {
  const { data: providers = [] } = useSignInProviders();
  // Back to this page once signed in: an invite's page stays the invite's page.
  const { pathname, search } = useLocation();
  const returnTo = pathname + search;
  const [leaving, setLeaving] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (providerId: string) => {
    if (signUp && !acceptTerms) {
      onError(termsRequired());
      return;
    }
    setLeaving(providerId);
    try {
      await goToProvider({ providerId, timeZone: browserTimeZone(), returnTo, ...(signUp ? { acceptTerms: true } : {}) });
    } catch (caught) {
      setLeaving(null);
      onError(errorMessage(caught));
    }
  };

  return (
    <div className="mt-3 pt-3 border-top d-grid gap-2">
      {providers.map(({ id, name }) => (
        <button
          key={id}
          type="button"
          className="btn btn-outline-secondary"
          disabled={disabled || leaving !== null}
          onClick={() => void start(id)}
        >
          {leaving === id && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {leaving === id ? t`Redirecting to ${name}...` : signUp ? t`Create account with ${name}` : t`Continue with ${name}`}
        </button>
      ))}
    </div>
  );
}
