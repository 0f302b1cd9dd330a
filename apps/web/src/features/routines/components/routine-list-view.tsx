import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Alert, Col, Row } from 'react-bootstrap';
import type { Routine } from '@gauntlet/core';
import { useDeleteRoutine } from '../api/routines-api';
import { DeleteRoutineModal } from './delete-routine-modal';
import { RoutineCard } from './routine-card';

const NOTICE_MS = 2000;

/** The routine cards, with the delete confirmation and its short-lived success message. */
export function RoutineListView({ routines }: { routines: readonly Routine[] }) {
  const [toDelete, setToDelete] = useState<Routine | null>(null);
  // Kept apart from toDelete so the dialog keeps its text while it fades out.
  const [asking, setAsking] = useState(false);
  // A new object per deletion, so a second deletion restarts the timer.
  const [notice, setNotice] = useState<{ at: number } | null>(null);
  const remove = useDeleteRoutine();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const ask = (routine: Routine) => {
    remove.reset();
    setToDelete(routine);
    setAsking(true);
  };
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.routineId, {
      onSuccess: () => {
        setAsking(false);
        setNotice({ at: Date.now() });
      },
    });
  };

  return (
    <>
      {notice && (
        <Alert variant="success" role="status">
          {t`Routine deleted successfully!`}
        </Alert>
      )}
      {routines.length === 0 ? (
        <p className="text-body-secondary" data-testid="routines-empty">
          {t`No routines found`}
        </p>
      ) : (
        <Row xs={1} md={2} className="g-3">
          {routines.map((routine) => (
            <Col key={routine.routineId}>
              <RoutineCard routine={routine} onDelete={() => ask(routine)} />
            </Col>
          ))}
        </Row>
      )}
      <DeleteRoutineModal
        show={asking}
        routine={toDelete}
        busy={remove.isPending}
        failed={remove.isError}
        onConfirm={confirm}
        onHide={() => setAsking(false)}
      />
    </>
  );
}
