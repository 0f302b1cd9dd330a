import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { isManualCompleted, type MetricState } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { useOnline } from '../../../lib/online-status';
import { useManualGrade } from '../api/metrics-api';

/** On writes 100 ('Completed'), off writes 0 ('Not Completed'); a failed write flips back. */
export function ManualGradeSwitch({ metric, describedBy }: { metric: MetricState; describedBy?: string }) {
  const id = useId();
  const grade = useManualGrade();
  const online = useOnline();
  const completed = grade.isPending && grade.variables ? grade.variables.completed : isManualCompleted(metric.currentValue);

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Form.Check
        type="switch"
        id={id}
        label={completed ? t`Completed` : t`Not Completed`}
        checked={completed}
        disabled={grade.isPending || !online}
        aria-describedby={describedBy}
        onChange={(event) => grade.mutate({ metric: metric.metric, completed: event.target.checked })}
      />
      {grade.error && (
        <small className="text-danger" role="alert">
          {errorMessage(grade.error)}
        </small>
      )}
    </div>
  );
}
