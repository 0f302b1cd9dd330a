import { Alert, Card, ListGroup } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { useRoutineLogs } from '../api/routine-logs-api';
import { RoutineLogRow } from './routine-log-row';
import { RoutineScorePanel } from './routine-score-panel';

/** Number of logs on a profile. */
const LOGS_SHOWN = 10;

/** A user's ten latest routine logs and a chart of one routine's scores; public. */
export function RoutineLogsPanel({ userId }: { userId: string }) {
  const logs = useRoutineLogs(userId, { limit: LOGS_SHOWN });

  return (
    <Card as="section" aria-labelledby="routine-logs-title" data-testid="routine-logs-panel">
      <Card.Header>
        <h2 className="h5 mb-0" id="routine-logs-title">
          Routine Logs
        </h2>
      </Card.Header>
      {logs.isPending && <PageSpinner label="Loading routine logs…" />}
      {!logs.isPending && !logs.data && (
        <Card.Body>
          <Alert variant="danger" className="mb-0">
            Failed to load routine logs.
          </Alert>
        </Card.Body>
      )}
      {logs.data && logs.data.length === 0 && <Card.Body className="text-body-secondary">No routine logs yet.</Card.Body>}
      {logs.data && logs.data.length > 0 && (
        <>
          <ListGroup as="ul" variant="flush">
            {logs.data.map((log) => (
              <RoutineLogRow key={log.id} log={log} />
            ))}
          </ListGroup>
          <Card.Body className="border-top">
            <RoutineScorePanel userId={userId} logs={logs.data} />
          </Card.Body>
        </>
      )}
    </Card>
  );
}
