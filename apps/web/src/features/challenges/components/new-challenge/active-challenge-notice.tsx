import { Trans } from '@lingui/react/macro';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Challenge } from '@gauntlet/core';
import { paths } from '../../../../lib/paths';

/** A new challenge can start only once the active one is finished or cancelled. */
export function ActiveChallengeNotice({ challenge }: { challenge: Challenge }) {
  return (
    <Alert variant="info" className="mb-0" data-testid="active-challenge-notice">
      <Trans>
        You already have an active challenge, “{{ title: challenge.title }}”. Finish or cancel it before you start a new one.{' '}
        <Link to={paths.dashboard}>Back to the dashboard</Link>
      </Trans>
    </Alert>
  );
}
