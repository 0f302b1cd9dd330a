import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import type { Routine, RoutineBody } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { useCreateRoutine, useUpdateRoutine } from '../api/routines-api';
import { RoutineForm } from './routine-form';

const RETURN_MS = 1500;

interface Props {
  /** The routine to edit; none to create one. */
  routine?: Routine;
  /** Back to the list: on Cancel, and 1.5 seconds after a successful save. */
  onDone: () => void;
}

/** Create or edit mode of the routines screen. */
export function RoutineEditor({ routine, onDone }: Props) {
  const create = useCreateRoutine();
  const update = useUpdateRoutine();
  const save = routine ? update : create;
  const [saved, setSaved] = useState(false);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => done.current(), RETURN_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const submit = (body: RoutineBody) => {
    const onSuccess = () => setSaved(true);
    if (routine) update.mutate({ routineId: routine.routineId, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  const status = saved ? (
    <Alert variant="success" role="status" className="mb-0">
      {routine ? t`Routine updated successfully!` : t`Routine created successfully!`}
    </Alert>
  ) : save.error ? (
    <Alert variant="danger" className="mb-0">
      <div>{routine ? t`Failed to update routine` : t`Failed to create routine`}</div>
      <div className="small">{errorMessage(save.error)}</div>
    </Alert>
  ) : null;

  return (
    <RoutineForm routine={routine} busy={save.isPending} locked={saved} status={status} onSubmit={submit} onCancel={onDone} />
  );
}
