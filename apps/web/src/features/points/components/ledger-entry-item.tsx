import { Trans } from '@lingui/react/macro';
import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import type { LedgerEntry } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import { formatPointsChange } from '../../../lib/format';
import { ledgerReasonText } from '../lib/ledger-reason-text';
import { challengePath } from '../../../lib/paths';

/**
 * One movement: its reason (a link to its challenge when it belongs to one), when it happened,
 * how much, and the balances after.
 */
export function LedgerEntryItem({ entry, timeZone }: { entry: LedgerEntry; timeZone: string }) {
  const reason = ledgerReasonText(entry);
  return (
    <ListGroup.Item as="li" className="d-grid gap-1" data-testid="ledger-entry">
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <span className="fw-semibold text-break" data-testid="ledger-reason">
          {entry.challenge ? <Link to={challengePath(entry.challenge.id)}>{reason}</Link> : reason}
        </span>
        <time dateTime={entry.at} className="small text-body-secondary">
          {formatDateTime(entry.at, timeZone)}
        </time>
      </div>
      <div className="d-flex flex-wrap gap-3 small">
        {entry.deltaRewardPoints !== 0 && (
          <span className="fw-semibold text-success" data-testid="ledger-rp-change">
            {formatPointsChange(entry.deltaRewardPoints, 'RP')}
          </span>
        )}
        {entry.deltaPunishmentPoints !== 0 && (
          <span className="fw-semibold text-danger" data-testid="ledger-pp-change">
            {formatPointsChange(entry.deltaPunishmentPoints, 'PP')}
          </span>
        )}
        <span className="text-body-secondary" data-testid="ledger-balance">
          <Trans>
            Balance: RP {{ rewardBalance: entry.rewardBalance }} · PP {{ punishmentBalance: entry.punishmentBalance }}
          </Trans>
        </span>
      </div>
    </ListGroup.Item>
  );
}
