import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Card, Spinner } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { OfflineNote } from '../../../../components/offline-note';
import { OnlineButton, OnlineLink } from '../../../../components/online-controls';
import { errorMessage } from '../../../../lib/error-text';
import { useCopyPrevious } from '../../api/dashboard-api';
import { SuggestedChallenges } from '../suggestions/suggested-challenges';
import { paths } from '../../../../lib/paths';

/** Ways to start: blank, a copy of the last completed challenge, or a suggestion. */
export function NoActiveChallenge({ hasCompletedChallenge }: { hasCompletedChallenge: boolean }) {
  const copy = useCopyPrevious();
  const navigate = useNavigate();
  const [nothingToCopy, setNothingToCopy] = useState(false);

  const copyPrevious = async () => {
    setNothingToCopy(false);
    let predefined;
    try {
      predefined = await copy.mutateAsync();
    } catch {
      return; // shown below
    }
    if (!predefined) {
      setNothingToCopy(true);
      return;
    }
    await navigate(paths.newChallenge, { state: { predefined } });
  };

  return (
    <Card data-testid="no-active-challenge">
      <Card.Body>
        <Card.Title as="h2" className="h4">
          <Trans>No Active Challenge</Trans>
        </Card.Title>
        <div className="d-flex flex-wrap gap-2">
          <OnlineLink to={paths.newChallenge} variant="primary">
            <Trans>Blank New Challenge</Trans>
          </OnlineLink>
          {hasCompletedChallenge && (
            <OnlineButton variant="outline-primary" onClick={() => void copyPrevious()} disabled={copy.isPending}>
              {copy.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              <Trans>Copy Previous Challenge</Trans>
            </OnlineButton>
          )}
        </div>
        <OfflineNote>
          <Trans>You are offline: starting a challenge needs a connection.</Trans>
        </OfflineNote>
        {nothingToCopy && (
          <Alert variant="info" role="status" className="mt-3 mb-0">
            {t`No previous challenge found!`}
          </Alert>
        )}
        {copy.error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorMessage(copy.error)}
          </Alert>
        )}
        <SuggestedChallenges />
      </Card.Body>
    </Card>
  );
}
