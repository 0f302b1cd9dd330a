import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import type { Routine } from '@gauntlet/core';
import { frequencyLabel } from '../lib/frequency-label';
import { editRoutineSearch, trainingPath } from '../../../lib/paths';

interface Props {
  routine: Routine;
  onDelete: () => void;
}

/** A routine in the list: what it holds, and Train, Edit and Delete. */
export function RoutineCard({ routine, onDelete }: Props) {
  const id = useId();
  const count = routine.exercises.length;
  const hiddenName = <span className="visually-hidden"> {routine.name}</span>;

  return (
    <Card as="article" className="h-100" aria-labelledby={`${id}-name`} data-testid="routine-card">
      <Card.Body className="d-grid gap-2 align-content-start">
        <h2 className="h5 mb-0 text-break" id={`${id}-name`}>
          {routine.name}
        </h2>
        {routine.description && <p className="mb-0 text-body-secondary text-break">{routine.description}</p>}
        <div className="d-flex flex-wrap gap-3 small">
          <span data-testid="routine-exercise-count">{plural(count, { one: '# exercise', other: '# exercises' })}</span>
          <span data-testid="routine-frequency">
            <Trans>Frequency: {{ frequency: frequencyLabel(routine.frequency) }}</Trans>
          </span>
        </div>
      </Card.Body>
      <Card.Footer className="d-flex flex-wrap gap-2">
        <Link to={trainingPath(routine.routineId)} className="btn btn-sm btn-primary">
          <Trans>Train{hiddenName}</Trans>
        </Link>
        <Link to={{ search: editRoutineSearch(routine.routineId) }} className="btn btn-sm btn-outline-secondary">
          <Trans>Edit{hiddenName}</Trans>
        </Link>
        <Button size="sm" variant="outline-danger" onClick={onDelete}>
          <Trans>Delete{hiddenName}</Trans>
        </Button>
      </Card.Footer>
    </Card>
  );
}
