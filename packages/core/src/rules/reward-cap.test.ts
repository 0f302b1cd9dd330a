import { describe, expect, it } from 'vitest';
import { challengeWindow } from './calendar.js';
import { challengeRewardCap, rewardCap, unpaidDays } from './reward-cap.js';

const zone = 'Europe/Madrid';
const window = (isoNow: string, days: number) => challengeWindow(new Date(isoNow), zone, days);

describe('reward cap', () => {
  it('counts every day of a challenge after no finished one', () => {
    const { startDate, endDate } = window('2026-03-02T10:00:00Z', 7);
    expect(unpaidDays(startDate, endDate, null)).toBe(7);
    expect(rewardCap(7)).toBe(140);
  });

  it('counts a full window across a daylight-saving change', () => {
    const { startDate, endDate } = window('2026-03-25T10:00:00Z', 7);
    expect(unpaidDays(startDate, endDate, null)).toBe(7);
  });

  it('leaves out the day a previous challenge already paid', () => {
    const previous = window('2026-03-02T10:00:00Z', 7);
    const next = window('2026-03-08T18:00:00Z', 7);
    expect(unpaidDays(next.startDate, next.endDate, previous.endDate)).toBe(6);
  });

  it('pays nothing for a one-day challenge on an already paid day', () => {
    const previous = window('2026-03-02T10:00:00Z', 1);
    const again = window('2026-03-02T10:00:05Z', 1);
    expect(unpaidDays(again.startDate, again.endDate, previous.endDate)).toBe(0);
  });

  it('ignores a finished challenge that ended before this one started', () => {
    const previous = window('2026-03-02T10:00:00Z', 1);
    const later = window('2026-03-10T10:00:00Z', 3);
    expect(unpaidDays(later.startDate, later.endDate, previous.endDate)).toBe(3);
  });
});

describe('a challenge reward cap', () => {
  it('is 20 RP for each day of the challenge that no finished challenge paid', () => {
    const previous = window('2026-03-02T10:00:00Z', 7);
    const next = window('2026-03-08T18:00:00Z', 7);
    expect(challengeRewardCap(next.startDate, next.endDate, previous.endDate)).toBe(120);
    expect(challengeRewardCap(next.startDate, next.endDate, null)).toBe(140);
  });
});
