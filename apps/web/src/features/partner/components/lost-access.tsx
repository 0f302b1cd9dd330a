import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { AccessEndReason } from '../api/use-partner-stream';

const because = (reason: AccessEndReason | null): string => {
  switch (reason) {
    case 'partnership_ended':
      return t`The partnership has ended.`;
    case 'right_withdrawn':
      return t`The player took back your right to see their challenge.`;
    case 'session_ended':
      return t`Your session has ended. Log in again.`;
    case null:
      return t`You are not this player's partner, or they took back your right to see their challenge.`;
  }
};

/** What is left of a player's page once the partner may no longer see it: why, and the way back. */
export function LostAccess({ reason }: { reason: AccessEndReason | null }) {
  return (
    <div data-testid="lost-access">
      <h1 className="h3">{t`You no longer have access`}</h1>
      <Alert variant="warning">{because(reason)}</Alert>
      <Link to={paths.partner}>{t`Go to your Partner page`}</Link>
    </div>
  );
}
