import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { Routine } from '@gauntlet/core';
import { OnlineButton } from '../../../components/online-controls';

interface Props {
  routines: readonly Routine[];
  /** A routineId to preselect (from ?routine=); ignored when it matches no routine. */
  preselect: string | null;
  onStart: (routineId: string) => void;
}

/** The routine dropdown and Start Training. */
export function RoutinePicker({ routines, preselect, onStart }: Props) {
  const [routineId, setRoutineId] = useState(() =>
    routines.some((routine) => routine.routineId === preselect) ? (preselect ?? '') : '',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (routineId) onStart(routineId);
  };

  return (
    <Card body>
      <Form onSubmit={submit} className="d-grid gap-3">
        <Form.Group controlId="training-routine">
          <Form.Label>{t`Routine`}</Form.Label>
          <Form.Select value={routineId} onChange={(event) => setRoutineId(event.target.value)}>
            <option value="">{t`Choose a routine to start training...`}</option>
            {routines.map((routine) => (
              <option key={routine.routineId} value={routine.routineId}>
                {routine.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div>
          <OnlineButton type="submit" disabled={!routineId}>
            {t`Start Training`}
          </OnlineButton>
        </div>
      </Form>
    </Card>
  );
}
