import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { movesByHand, type GradingType, type MetricState } from '@gauntlet/core';
import { errorMessage } from '../../../../lib/error-text';
import { useSetMetric, useStepMetric } from '../../api/metrics-api';
import { unitName } from '../../lib/catalogue/metrics';
import { MetricChartPanel } from './metric-chart-panel';
import { OnlineButton } from '../../../../components/online-controls';

/** How a metric that does not move by hand moves instead, in the active language. */
const movedBy = (): Partial<Record<GradingType, string>> => ({
  CheckIn: t`Updated by daily check-in on the dashboard.`,
  External: t`Updated by your external application.`,
  None: t`Completed by training through the routine.`,
});

/**
 * One metric: minus and plus, and a number set on blur or Enter; a refused write shows the old
 * value. Its chart opens in a row of its own under it.
 */
export function MetricTableRow({ metric }: { metric: MetricState }) {
  const step = useStepMetric();
  const set = useSetMetric();
  const [draft, setDraft] = useState<string | null>(null);
  const [chartOpen, setChartOpen] = useState(false);
  const chartId = `metric-chart-${metric.metric}`;
  const locked = metric.gradingType && !movesByHand(metric.gradingType) ? movedBy()[metric.gradingType] : undefined;
  const busy = step.isPending || set.isPending;
  const pendingDelta = step.isPending ? (step.variables?.delta ?? 0) : 0;
  const shown = set.isPending && set.variables ? set.variables.value : Math.max(0, metric.currentValue + pendingDelta);
  const inputId = `metric-value-${metric.metric}`;
  const error = step.error ?? set.error;
  const name = metric.name;

  const commit = () => {
    if (draft === null) return;
    const value = draft.trim() === '' ? Number.NaN : Number(draft);
    setDraft(null);
    if (!Number.isFinite(value) || value < 0 || value === metric.currentValue) return;
    step.reset();
    set.mutate({ metric: metric.metric, value });
  };
  const change = (delta: 1 | -1) => {
    set.reset();
    step.mutate({ metric: metric.metric, delta });
  };

  return (
    <Fragment>
      <tr data-testid={`metric-row-${metric.metric}`}>
        <th scope="row" className="fw-normal">
          <label htmlFor={inputId} className="fw-semibold d-block text-break">
            {metric.name}
          </label>
          {metric.unit && <small className="text-body-secondary">{unitName(metric.unit)}</small>}
          <OnlineButton
            size="sm"
            variant="link"
            className="d-block p-0"
            aria-expanded={chartOpen}
            aria-controls={chartOpen ? chartId : undefined}
            onClick={() => setChartOpen((open) => !open)}
          >
            {chartOpen ? t`Hide chart` : t`Chart`}
            <span className="visually-hidden">
              {' '}
              <Trans>of {name}</Trans>
            </span>
          </OnlineButton>
        </th>
        <td>
          <div className="d-flex align-items-center gap-1">
            <OnlineButton
              size="sm"
              variant="outline-secondary"
              aria-label={t`Decrease ${name}`}
              disabled={Boolean(locked) || busy || shown <= 0}
              onClick={() => change(-1)}
            >
              −
            </OnlineButton>
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              className="form-control form-control-sm text-end"
              style={{ width: '6rem' }}
              value={draft ?? String(shown)}
              disabled={Boolean(locked)}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  commit();
                } else if (event.key === 'Escape') {
                  setDraft(null);
                }
              }}
            />
            <OnlineButton
              size="sm"
              variant="outline-secondary"
              aria-label={t`Increase ${name}`}
              disabled={Boolean(locked) || busy}
              onClick={() => change(1)}
            >
              +
            </OnlineButton>
          </div>
          {locked && <small className="text-body-secondary d-block">{locked}</small>}
          {error && (
            <small className="text-danger d-block" role="alert">
              {errorMessage(error)}
            </small>
          )}
        </td>
      </tr>
      {chartOpen && (
        <tr id={chartId}>
          <td colSpan={2}>
            <MetricChartPanel metric={metric.metric} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}
