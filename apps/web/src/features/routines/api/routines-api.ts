import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Routine, RoutineBody } from '@gauntlet/core';
import { api } from '../../../lib/api-client';
import { routineKeys } from '../../../lib/query-keys';

export const routinePath = (routineId: string) => `/api/routines/${encodeURIComponent(routineId)}`;

/** The signed-in user's routines. */
export function useRoutines() {
  return useQuery({ queryKey: routineKeys.mine, queryFn: () => api<Routine[]>('/api/routines') });
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
    mutationFn: (body: RoutineBody) => api<Routine>('/api/routines', 'POST', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routineKeys.all }),
  });
}

/** Replaces a routine (the form's save, and a new exercise order from training). */
export function useUpdateRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routineId, body }: { routineId: string; body: RoutineBody }) =>
      api<Routine>(routinePath(routineId), 'PUT', body),
    onSuccess: (routine) => storeRoutine(queryClient, routine),
  });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (routineId: string) => api<{ ok: true }>(routinePath(routineId), 'DELETE'),
    onSuccess: (_result, routineId) => {
      queryClient.setQueryData<Routine[]>(routineKeys.mine, (current) =>
        current?.filter((routine) => routine.routineId !== routineId),
      );
      void queryClient.invalidateQueries({ queryKey: routineKeys.all });
    },
  });
}
