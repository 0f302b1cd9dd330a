import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Card, ListGroup } from 'react-bootstrap';
import type { LedgerEntry, RoutineLog } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import { formatPointsChange } from '../../../lib/format';
import { ledgerReasonText } from '../../points';
import { RoutineLogRow } from '../../routines';

/** The latest points the player moved, and why. */
export function RecentPoints({ entries, timeZone }: { entries: LedgerEntry[]; timeZone: string }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="recent-points">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Recent points`}
        </h2>
      </Card.Header>
      {entries.length === 0 ? (
        <Card.Body className="text-body-secondary">{t`No points moved yet.`}</Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {entries.map((entry) => (
            <ListGroup.Item as="li" key={entry.id} className="d-grid gap-1">
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <span className="text-break">{ledgerReasonText(entry)}</span>
                <time dateTime={entry.at} className="small text-body-secondary">
                  {formatDateTime(entry.at, timeZone)}
                </time>
              </div>
              <div className="d-flex flex-wrap gap-3 small fw-semibold">
                {entry.deltaRewardPoints !== 0 && (
                  <span className="text-success">{formatPointsChange(entry.deltaRewardPoints, 'RP')}</span>
                )}
                {entry.deltaPunishmentPoints !== 0 && (
                  <span className="text-danger">{formatPointsChange(entry.deltaPunishmentPoints, 'PP')}</span>
                )}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

/** The player's latest training sessions. */
export function RecentRoutineLogs({ logs }: { logs: RoutineLog[] }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="recent-routine-logs">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Routine Logs`}
        </h2>
      </Card.Header>
      {logs.length === 0 ? (
        <Card.Body className="text-body-secondary">{t`No routine logs yet.`}</Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {logs.map((log) => (
            <RoutineLogRow key={log.id} log={log} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
