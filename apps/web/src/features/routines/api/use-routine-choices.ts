import { useMemo } from 'react';
import { routineMetric, type MetricChoice } from '@gauntlet/core';
import { useRoutines } from './routines-api';

const NONE: readonly MetricChoice[] = [];

/** The user's routines as metric choices `rout-{routineId}` for routine goals (none while loading). */
export function useRoutineChoices(): readonly MetricChoice[] {
  const { data } = useRoutines();
  return useMemo(
    () => (data ? data.map((routine) => ({ metric: routineMetric(routine.routineId), name: routine.name })) : NONE),
    [data],
  );
}
