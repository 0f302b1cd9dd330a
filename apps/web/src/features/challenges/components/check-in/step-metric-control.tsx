import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { GradedGoal, MetricState } from '@gauntlet/core';
import { errorMessage } from '../../../../lib/error-text';
import { useOnline } from '../../../../lib/online-status';
import { useStepMetric, useUndoStep } from '../../api/metrics-api';
import { unitName } from '../../lib/catalogue/metrics';
import { QuantityEntry } from './quantity-entry';
import { useConfirmFailingTap } from './confirm-failing-tap';
import { UndoTapButton } from './undo-tap-button';
import './metric-controls.css';

interface Props {
  metric: MetricState;
  describedBy?: string;
  /** The goal's title, for the question before a step that would fail it. */
  goalTitle: string;
  /** What the goal pays or costs at the finish with its metric at a value. */
  outcomeAt: (value: number) => GradedGoal;
}

/**
 * The metric's value with minus and plus (those two only on narrow screens) and a typed amount to
 * add. The step shows at once; when the server refuses it the cached value, and so the old
 * number, comes back. A step that would fail the goal asks first, and the latest step can be undone.
 */
export function StepMetricControl({ metric, describedBy, goalTitle, outcomeAt }: Props) {
  const step = useStepMetric();
  const undo = useUndoStep();
  const [stepped, setStepped] = useState(false);
  const { guard, question } = useConfirmFailingTap(goalTitle, outcomeAt);
  const online = useOnline();
  const pendingDelta = step.isPending ? (step.variables?.delta ?? 0) : 0;
  const shown = Math.max(0, metric.currentValue + pendingDelta);
  const change = (delta: number) =>
    guard(shown, Math.max(0, shown + delta), () => {
      undo.reset();
      step.mutate({ metric: metric.metric, delta }, { onSuccess: () => setStepped(true) });
    });

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
      {question}
      {step.error && (
        <small className="text-danger" role="alert">
          {errorMessage(step.error)}
        </small>
      )}
      {stepped && !step.isPending && (
        <UndoTapButton
          label={t`Undo`}
          onUndo={() => undo.mutate(metric.metric, { onSuccess: () => setStepped(false) })}
          busy={undo.isPending || !online}
          error={undo.error}
          describedBy={describedBy}
        />
      )}
    </div>
  );
}
