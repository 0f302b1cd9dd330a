import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { useRoutines } from '../api/routines-api';
import { RoutineEditor } from '../components/routine-editor';
import { RoutineListView } from '../components/routine-list-view';
import { createRoutineSearch, routinesQuery } from '../../../lib/paths';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; routineId: string };

function modeOf(params: URLSearchParams): Mode {
  const routineId = params.get(routinesQuery.edit);
  if (routineId) return { kind: 'edit', routineId };
  const create = params.get(routinesQuery.create);
  if (create !== null && create !== 'false') return { kind: 'create' };
  return { kind: 'list' };
}

const TITLES = { list: msg`Routines`, create: msg`New Routine`, edit: msg`Edit Routine` };

/** /routines and /add-routine: the list, or the form with ?create=true or ?edit={routineId}. */
export default function RoutinesPage() {
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params);
  const routines = useRoutines();
  const backToList = useCallback(() => setParams({}), [setParams]);

  let content;
  if (mode.kind === 'create') {
    content = <RoutineEditor key="create" onDone={backToList} />;
  } else if (routines.isPending) {
    content = <PageSpinner label={t`Loading routines…`} />;
  } else if (!routines.data) {
    content = <LoadError message={t`Failed to load routines`} onRetry={() => void routines.refetch()} />;
  } else if (mode.kind === 'edit') {
    const routine = routines.data.find((entry) => entry.routineId === mode.routineId);
    content = routine ? (
      <RoutineEditor key={routine.routineId} routine={routine} onDone={backToList} />
    ) : (
      <Alert variant="warning">
        {t`Routine not found. `}
        <Link to={{ search: '' }}>{t`Back to routines`}</Link>
      </Alert>
    );
  } else {
    content = <RoutineListView routines={routines.data} />;
  }

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '48rem' }}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">{i18n._(TITLES[mode.kind])}</h1>
        {mode.kind === 'list' && (
          <Link to={{ search: createRoutineSearch }} className="btn btn-primary">
            {t`Create Routine`}
          </Link>
        )}
      </div>
      {content}
    </div>
  );
}
