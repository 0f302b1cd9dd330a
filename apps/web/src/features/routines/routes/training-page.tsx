import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useRoutines } from '../api/routines-api';
import { NoRoutines } from '../components/no-routines';
import { RoutinePicker } from '../components/routine-picker';
import { TrainingSession } from '../components/training-session';
import { trainingQuery } from '../../../lib/paths';
import { useMe } from '../../../lib/session';
import { forgetTraining, savedTraining } from '../lib/training-progress';

/** /training[?routine={routineId}]: pick a routine, then train through it; a reload goes on with the session in progress. */
export default function TrainingPage() {
  const [params] = useSearchParams();
  const routines = useRoutines();
  const userId = useMe().data?.userId ?? '';
  const [resumed, setResumed] = useState(() => savedTraining(userId));
  const [activeId, setActiveId] = useState<string | null>(resumed?.routineId ?? null);
  // After 'Choose another routine' the dropdown starts on the routine just left.
  const [lastId, setLastId] = useState<string | null>(null);
  const active = routines.data?.find((routine) => routine.routineId === activeId);

  let content;
  if (routines.isPending) {
    content = <PageSpinner label={t`Loading routines…`} />;
  } else if (!routines.data) {
    content = <LoadError message={t`Failed to load routines`} onRetry={() => void routines.refetch()} />;
  } else if (routines.data.length === 0) {
    content = <NoRoutines />;
  } else if (active) {
    content = (
      <TrainingSession
        key={active.routineId}
        routine={active}
        userId={userId}
        resumed={resumed?.routineId === active.routineId ? resumed.state : undefined}
        onChangeRoutine={() => {
          forgetTraining(userId);
          setResumed(null);
          setLastId(active.routineId);
          setActiveId(null);
        }}
      />
    );
  } else {
    content = (
      <RoutinePicker routines={routines.data} preselect={lastId ?? params.get(trainingQuery.routine)} onStart={setActiveId} />
    );
  }

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-0">{t`Training`}</h1>
      {content}
    </div>
  );
}
