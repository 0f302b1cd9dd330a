/**
 * How an ended challenge went, as its badge says it: a finish is judged by its goals, so a
 * finished challenge whose goals all failed is no success. Challenges finished before their
 * goal counts were kept are only known to have finished.
 */
export type ChallengeResult = 'passed' | 'partlyPassed' | 'failed' | 'cancelled' | 'finished';

export interface EndedChallenge {
  status: 'Completed' | 'Cancelled';
  goalsPassed: number | null;
  goalCount: number | null;
}

export function challengeResult({ status, goalsPassed, goalCount }: EndedChallenge): ChallengeResult {
  if (status === 'Cancelled') return 'cancelled';
  if (goalsPassed === null || goalCount === null || goalCount === 0) return 'finished';
  if (goalsPassed >= goalCount) return 'passed';
  return goalsPassed === 0 ? 'failed' : 'partlyPassed';
}
