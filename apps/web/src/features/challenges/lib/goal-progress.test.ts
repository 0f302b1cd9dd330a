import { describe, expect, it } from 'vitest';
import { makeGoal, makeMetric } from '../test-support/fixtures';
import { daysLeftText, goalProgress } from './goal-progress';

const lower = (startValue: number, currentValue: number) =>
  goalProgress(
    makeGoal({ gradingType: 'AutomaticLower', goalValue: 80, startValue }),
    makeMetric({ unit: 'kg', currentValue, gradingType: 'AutomaticLower' }),
  );

describe('goal progress', () => {
  it('counts a higher-is-better goal from its start value and fills up when it passes', () => {
    const higher = (currentValue: number) =>
      goalProgress(
        makeGoal({ gradingType: 'AutomaticHigher', goalValue: 100, startValue: 80 }),
        makeMetric({ unit: 'kg', currentValue, gradingType: 'AutomaticHigher' }),
      );
    expect(higher(85)).toEqual({ kind: 'bar', percent: 25, text: '85 of 100 kg (started at 80)', passing: false });
    expect(higher(70)).toMatchObject({ percent: 0, passing: false });
    expect(higher(120)).toMatchObject({ percent: 100, passing: true });
  });

  it('shows a limit that started within it as the room to spare, and what is over it', () => {
    expect(lower(0, 30)).toEqual({ kind: 'bar', percent: 63, text: '30 of at most 80 kg: 50 to spare', passing: true });
    expect(lower(0, 80)).toEqual({ kind: 'bar', percent: 0, text: '80 of at most 80 kg: any more fails it', passing: true });
    expect(lower(0, 84.5)).toEqual({ kind: 'bar', percent: 0, text: '4.5 kg over the limit of 80 kg', passing: false });
  });

  it('says of a passing limit of none that nothing happened yet, never "0 of 0 days left"', () => {
    const none = (currentValue: number) =>
      goalProgress(
        makeGoal({ gradingType: 'AutomaticLower', goalValue: 0, startValue: 0 }),
        makeMetric({ unit: 'days', currentValue, gradingType: 'AutomaticLower' }),
      );
    expect(none(0)).toEqual({ kind: 'bar', percent: 100, text: 'None so far: any fails it', passing: true });
    expect(none(1)).toEqual({ kind: 'bar', percent: 0, text: '1 day over the limit of 0 days', passing: false });
  });

  it('shows a limit that started above it as the way down', () => {
    expect(lower(90, 85.3)).toEqual({ kind: 'bar', percent: 47, text: '85.3 kg, 5.3 kg to go down to 80 kg', passing: false });
    expect(lower(90, 79)).toEqual({ kind: 'bar', percent: 100, text: '79 kg, within the limit of 80 kg', passing: true });
  });

  it('gives a manual goal its state and no bar', () => {
    const manual = makeGoal({ gradingType: 'Manual', goalValue: 50 });
    expect(goalProgress(manual, makeMetric({ currentValue: 100 }))).toEqual({ kind: 'manual', completed: true });
    expect(goalProgress(manual, makeMetric({ currentValue: 0 }))).toEqual({ kind: 'manual', completed: false });
  });

  it('counts the days left in the challenge’s zone, today included', () => {
    const end = new Date('2026-03-08T22:59:59Z'); // the last second of 8 March in Madrid
    expect(daysLeftText(new Date('2026-03-05T12:00:00Z'), end, 'Europe/Madrid')).toBe('4 days left');
    expect(daysLeftText(new Date('2026-03-08T23:30:00Z'), new Date('2026-03-09T22:59:59Z'), 'Europe/Madrid')).toBe('Last day');
  });
});
