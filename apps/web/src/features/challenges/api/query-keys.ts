/** React Query keys of the challenge feature; everything under 'challenges' refreshes together. */
export const challengeKeys = {
  all: ['challenges'] as const,
  dashboard: ['challenges', 'dashboard'] as const,
  suggestions: ['challenges', 'suggestions'] as const,
  preview: (body: string) => ['challenges', 'preview', body] as const,
  current: (userId: string) => ['challenges', 'user', userId, 'current'] as const,
  history: (userId: string) => ['challenges', 'user', userId, 'history'] as const,
};

export const metricsQueryKey = ['metrics'] as const;
export const punishmentQueryKey = ['punishment'] as const;
