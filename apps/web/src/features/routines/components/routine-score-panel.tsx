import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import type { RoutineLog } from '@gauntlet/core';
import { PageSpinner } from '../../../components/page-spinner';
import { useRoutineLogs } from '../api/routine-logs-api';

/** The chart is its own chunk, fetched only when a chart is shown. */
const RoutineScoreChart = lazy(() => import('./routine-score-chart'));

/** Sessions plotted per routine. */
const CHART_LIMIT = 50;

interface RoutineOption {
  routineId: string;
  name: string;
}

/** The routines of the logs, newest first, once each (logs of deleted routines have no id). */
function routinesOf(logs: readonly RoutineLog[]): RoutineOption[] {
  const options = new Map<string, string>();
  for (const log of logs) {
    if (log.routineId && !options.has(log.routineId)) options.set(log.routineId, log.routineName);
  }
  return [...options].map(([routineId, name]) => ({ routineId, name }));
}

/** A routine picker over the logged routines and the chart of the chosen one's scores. */
export function RoutineScorePanel({ userId, logs }: { userId: string; logs: readonly RoutineLog[] }) {
  const options = routinesOf(logs);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = options.find((option) => option.routineId === chosen) ?? options[0];
  const scores = useRoutineLogs(userId, {
    routineId: selected?.routineId ?? null,
    limit: CHART_LIMIT,
    enabled: selected !== undefined,
  });

  if (!selected) return null;
  return (
    <div className="d-grid gap-2" data-testid="routine-score-panel">
      <Form.Group controlId="routine-score-routine">
        <Form.Label className="fw-semibold">{t`Scores over time`}</Form.Label>
        <Form.Select value={selected.routineId} onChange={(event) => setChosen(event.target.value)}>
          {options.map((option) => (
            <option key={option.routineId} value={option.routineId}>
              {option.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {scores.isPending && <PageSpinner label={t`Loading scores…`} />}
      {scores.isError && (
        <Alert variant="danger" className="mb-0">
          {t`Failed to load routine scores.`}
        </Alert>
      )}
      {scores.data && (
        <Suspense fallback={<PageSpinner label={t`Loading chart…`} />}>
          <RoutineScoreChart routineName={selected.name} entries={scores.data} />
        </Suspense>
      )}
    </div>
  );
}
