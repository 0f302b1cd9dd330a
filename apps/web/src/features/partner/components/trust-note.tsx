import { Trans } from '@lingui/react/macro';
import { TRUST_DAYS } from '@gauntlet/core';
import { formatDate } from '../../../lib/date-format';

/**
 * The first week's rule: a new partner holds half of every limit until trusted. Before pairing it
 * is said in general; in a partnership, with the day trust comes (while it has not yet).
 */
export function TrustNote({ trustedFrom, now, timeZone }: { trustedFrom?: string; now?: Date; timeZone?: string }) {
  if (!trustedFrom) {
    return (
      <p className="small text-body-secondary mb-2" data-testid="trust-note">
        <Trans>A new partner gets half of every limit for the first {TRUST_DAYS} days.</Trans>
      </p>
    );
  }
  if (now && now >= new Date(trustedFrom)) return null;
  return (
    <p className="small text-body-secondary mb-2" data-testid="trust-note">
      <Trans>
        Not yet trusted: half of every limit applies until {{ trustedFrom: formatDate(trustedFrom, timeZone) }}, the end of the
        first {TRUST_DAYS} days.
      </Trans>
    </p>
  );
}
