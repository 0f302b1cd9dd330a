/**
 * The most reward one challenge can pay: REWARD_CAP_PER_DAY for each of its calendar days that
 * no earlier finished challenge covered. A day is paid once, however many challenges the user
 * starts and finishes on it, so no schedule of requests earns faster than working the goals day
 * by day; 20 RP a day sits above what an honest week of several goals earns with the formula.
 */
export const REWARD_CAP_PER_DAY = 20;

const DAY_MS = 86_400_000;

/**
 * Days of the window [startDate, endDate] (local midnight to the last second of the last day)
 * after `paidThrough`, the end of the last finished challenge.
 */
export function unpaidDays(startDate: Date, endDate: Date, paidThrough: Date | null): number {
  const from = paidThrough && paidThrough >= startDate ? paidThrough.getTime() + 1000 : startDate.getTime();
  return Math.max(0, Math.round((endDate.getTime() + 1000 - from) / DAY_MS));
}

export function rewardCap(days: number): number {
  return REWARD_CAP_PER_DAY * days;
}

/** The most the challenge in [startDate, endDate] can pay, given the end of the last finished one. */
export function challengeRewardCap(startDate: Date, endDate: Date, paidThrough: Date | null): number {
  return rewardCap(unpaidDays(startDate, endDate, paidThrough));
}
