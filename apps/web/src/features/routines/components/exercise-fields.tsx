import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { CheckedControl } from '../../../components/checked-control';
import type { ExerciseDraft, ExerciseErrors } from '../lib/routine-draft';

interface Props {
  index: number;
  exercise: ExerciseDraft;
  /** Problems to show (after a submit attempt); empty otherwise. */
  errors: ExerciseErrors;
  autoFocus: boolean;
  onChange: (exercise: ExerciseDraft) => void;
  onRemove: () => void;
}

type NumberField = 'sets' | 'reps' | 'weight';
/** The number fields with their labels in the active language. */
const numberFields = (): { field: NumberField; label: string }[] => [
  { field: 'sets', label: t`Sets` },
  { field: 'reps', label: t`Reps` },
  { field: 'weight', label: t`Weight (kg)` },
];

/** One exercise row of the routine form: name, sets, reps and weight. */
export function ExerciseFields({ index, exercise, errors, autoFocus, onChange, onRemove }: Props) {
  const id = useId();
  const number = index + 1;
  return (
    <fieldset className="border rounded p-2 pt-0" data-testid="exercise-fields">
      <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-1">
        <Trans>Exercise {number}</Trans>
      </legend>
      <Row className="g-2 align-items-start">
        <Col xs={12} md={4}>
          <Form.Group controlId={`${id}-name`}>
            <Form.Label className="small mb-1">{t`Exercise name`}</Form.Label>
            <CheckedControl
              value={exercise.name}
              maxLength={80}
              required
              autoFocus={autoFocus}
              problem={errors.name}
              onChange={(event) => onChange({ ...exercise, name: event.target.value })}
            />
          </Form.Group>
        </Col>
        {numberFields().map(({ field, label }) => (
          <Col xs={4} md={2} key={field}>
            <Form.Group controlId={`${id}-${field}`}>
              <Form.Label className="small mb-1 text-nowrap">{label}</Form.Label>
              <CheckedControl
                type="number"
                inputMode={field === 'weight' ? 'decimal' : 'numeric'}
                min={0}
                step={1}
                value={exercise[field]}
                problem={errors[field]}
                onChange={(event) => onChange({ ...exercise, [field]: event.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
        <Col xs={12} md={2} className="d-flex align-self-end justify-content-end">
          <Button variant="outline-danger" size="sm" onClick={onRemove}>
            <Trans>
              Remove<span className="visually-hidden"> exercise {number}</span>
            </Trans>
          </Button>
        </Col>
      </Row>
    </fieldset>
  );
}
