/** Cancel-penalty arithmetic; the percentage always stays within 0..100. */

export function clampPenalty(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Whole calendar days a challenge spans (start day to last day, inclusive). */
export function spanDays(startDate: Date, endDate: Date): number {
  return Math.max(1, Math.round((endDate.getTime() + 1000 - startDate.getTime()) / 86_400_000));
}

/** PP charged for cancelling: the penalty percentage of the goals' punishment points, rounded up. */
export function cancelPunishment(cancelPenalty: number, goalPunishmentPoints: readonly number[]): number {
  const total = goalPunishmentPoints.reduce((sum, points) => sum + points, 0);
  return Math.ceil((clampPenalty(cancelPenalty) * total) / 100);
}

export function penaltyAfterCancel(cancelPenalty: number, days: number): number {
  return clampPenalty(cancelPenalty + Math.max(5, days));
}

export function penaltyAfterFinish(cancelPenalty: number, days: number): number {
  return clampPenalty(cancelPenalty - Math.floor(days / 2));
}
