/** React Query keys of the routines feature; everything under 'routines' refreshes together. */
export const routineKeys = {
  all: ['routines'] as const,
  mine: ['routines', 'mine'] as const,
  logs: (userId: string, routineId: string | null, limit: number) =>
    ['routines', 'logs', userId, routineId ?? 'all', limit] as const,
};
