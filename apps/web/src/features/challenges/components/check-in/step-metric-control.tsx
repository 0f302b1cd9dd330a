import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import type { MetricState } from '@gauntlet/core';
import { errorMessage } from '../../../../lib/error-text';
import { useOnline } from '../../../../lib/online-status';
import { useStepMetric } from '../../api/metrics-api';
import { unitName } from '../../lib/catalogue/metrics';
import { QuantityEntry } from './quantity-entry';
import './metric-controls.css';

/**
 * The metric's value with minus and plus (those two only on narrow screens) and a typed amount to
 * add. The step shows at once; when the server refuses it the cached value, and so the old
 * number, comes back.
 */
export function StepMetricControl({ metric, describedBy }: { metric: MetricState; describedBy?: string }) {
  const step = useStepMetric();
  const online = useOnline();
  const pendingDelta = step.isPending ? (step.variables?.delta ?? 0) : 0;
  const shown = Math.max(0, metric.currentValue + pendingDelta);
  const change = (delta: number) => step.mutate({ metric: metric.metric, delta });

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <div className="d-flex align-items-center gap-2">
        <Button
          size="sm"
          variant="outline-secondary"
          className="metric-step-button"
          aria-label={t`Decrease ${{ metricName: metric.name }}`}
          aria-describedby={describedBy}
          disabled={step.isPending || shown <= 0 || !online}
          onClick={() => change(-1)}
        >
          −
        </Button>
        <span className="fw-semibold text-nowrap" aria-live="polite" data-testid={`value-${metric.metric}`}>
          {shown} {unitName(metric.unit, shown)}
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          className="metric-step-button"
          aria-label={t`Increase ${{ metricName: metric.name }}`}
          aria-describedby={describedBy}
          disabled={step.isPending || !online}
          onClick={() => change(1)}
        >
          +
        </Button>
      </div>
      <QuantityEntry metric={metric} onAdd={change} disabled={step.isPending || !online} describedBy={describedBy} />
      {step.error && (
        <small className="text-danger" role="alert">
          {errorMessage(step.error)}
        </small>
      )}
    </div>
  );
}
