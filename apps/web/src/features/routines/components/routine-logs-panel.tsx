import { t } from '@lingui/core/macro';
import { Card, ListGroup } from 'react-bootstrap';
import { QueryCard } from '../../../components/query-card';
import { useRoutineLogs } from '../api/routine-logs-api';
import { RoutineLogRow } from './routine-log-row';
import { RoutineScorePanel } from './routine-score-panel';

/** Number of logs on a profile. */
const LOGS_SHOWN = 10;

/** A user's ten latest routine logs and a chart of one routine's scores; public. */
export function RoutineLogsPanel({ userId }: { userId: string }) {
  return (
    <QueryCard
      title={t`Routine Logs`}
      testId="routine-logs-panel"
      query={useRoutineLogs(userId, { limit: LOGS_SHOWN })}
      loadingLabel="Loading routine logs…"
      errorMessage={t`Failed to load routine logs.`}
      emptyText={t`No routine logs yet.`}
    >
      {(logs) => (
        <>
          <ListGroup as="ul" variant="flush">
            {logs.map((log) => (
              <RoutineLogRow key={log.id} log={log} />
            ))}
          </ListGroup>
          <Card.Body className="border-top">
            <RoutineScorePanel userId={userId} logs={logs} />
          </Card.Body>
        </>
      )}
    </QueryCard>
  );
}
