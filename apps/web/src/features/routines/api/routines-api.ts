import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type Routine, type RoutineBody, routinesApi } from '@gauntlet/core';
import { call } from '../../../lib/api-client';
import { routineKeys } from '../../../lib/query-keys';

/** The signed-in user's routines. */
export function useRoutines() {
  return useQuery({ queryKey: routineKeys.mine, queryFn: () => call(routinesApi.mine) });
}

/** Puts a routine the server returned into the cached list at once, then re-reads in the background. */
export function storeRoutine(queryClient: QueryClient, routine: Routine): void {
  queryClient.setQueryData<Routine[]>(routineKeys.mine, (current) =>
    current?.map((entry) => (entry.routineId === routine.routineId ? routine : entry)),
  );
  void queryClient.invalidateQueries({ queryKey: routineKeys.all });
}

export function useCreateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutineBody) => call(routinesApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routineKeys.all }),
  });
}

/** Replaces a routine (the form's save, and a new exercise order from training). */
export function useUpdateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routineId, body }: { routineId: string; body: RoutineBody }) =>
      call(routinesApi.replace, { params: { routineId }, body }),
    onSuccess: (routine) => storeRoutine(queryClient, routine),
  });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (routineId: string) => call(routinesApi.remove, { params: { routineId } }),
    onSuccess: (_result, routineId) => {
      queryClient.setQueryData<Routine[]>(routineKeys.mine, (current) =>
        current?.filter((routine) => routine.routineId !== routineId),
      );
      void queryClient.invalidateQueries({ queryKey: routineKeys.all });
    },
  });
}
