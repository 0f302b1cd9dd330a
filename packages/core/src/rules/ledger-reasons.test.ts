import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, ledgerReason, type LedgerReasonParts } from './ledger-reasons.js';

const jock = { id: 'c1', title: 'Jock Training' };
const alex = { userName: 'alex' };
const parts = (overrides: Partial<LedgerReasonParts>): LedgerReasonParts => ({
  kind: 'punishment_reroll',
  challenge: null,
  goalTitle: null,
  slideTitle: null,
  cancelPenalty: null,
  partner: null,
  note: null,
  ...overrides,
});

describe('ledger reasons', () => {
  it('says why points moved, in words, for every kind', () => {
    const reasons = {
      goal_passed: ledgerReason(parts({ kind: 'goal_passed', challenge: jock, goalTitle: 'Workout' })),
      goal_failed: ledgerReason(parts({ kind: 'goal_failed', challenge: jock, goalTitle: 'Workout' })),
      reward_capped: ledgerReason(parts({ kind: 'reward_capped', challenge: jock })),
      challenge_finished: ledgerReason(parts({ kind: 'challenge_finished', challenge: jock })),
      challenge_cancelled: ledgerReason(
        parts({ kind: 'challenge_cancelled', challenge: { id: 'c2', title: 'Bull Training' }, cancelPenalty: 12 }),
      ),
      punishment_worked_off: ledgerReason(parts({ kind: 'punishment_worked_off', challenge: jock })),
      punishment_restored: ledgerReason(parts({ kind: 'punishment_restored', challenge: jock })),
      punishment_reroll: ledgerReason(parts({ kind: 'punishment_reroll' })),
      slide_drawn: ledgerReason(parts({ kind: 'slide_drawn', slideTitle: 'Take three deep breaths.' })),
      partner_punishment: ledgerReason(parts({ kind: 'partner_punishment', partner: alex, note: 'missed the run' })),
      partner_reward: ledgerReason(parts({ kind: 'partner_reward', partner: alex, note: 'ran 10 km' })),
    };
    expect(reasons).toEqual({
      goal_passed: "Goal 'Workout' passed in 'Jock Training'",
      goal_failed: "Goal 'Workout' failed in 'Jock Training'",
      reward_capped: "Daily reward cap on 'Jock Training'",
      challenge_finished: "Challenge 'Jock Training' finished",
      challenge_cancelled: "Cancel penalty 12 % on 'Bull Training'",
      punishment_worked_off: "Punishment goals picked at the start of 'Jock Training'",
      punishment_restored: "Punishment owed again: 'Jock Training' cancelled",
      punishment_reroll: 'Reroll of punishment offers',
      slide_drawn: "Slide 'Take three deep breaths.' shown",
      partner_punishment: "Punishment from partner 'alex': missed the run",
      partner_reward: "Reward from partner 'alex': ran 10 km",
    });
    expect(Object.keys(reasons).sort()).toEqual([...LEDGER_KINDS].sort());
  });

  it('reads a row whose titles or partner are gone, and a cancel from before the penalty was kept', () => {
    expect(ledgerReason(parts({ kind: 'goal_passed' }))).toBe('Goal of a challenge passed in a challenge');
    expect(ledgerReason(parts({ kind: 'slide_drawn' }))).toBe('Slide of the slideshow shown');
    expect(ledgerReason(parts({ kind: 'partner_punishment' }))).toBe('Punishment from a partner');
    expect(ledgerReason(parts({ kind: 'challenge_cancelled', challenge: jock }))).toBe("Cancel penalty on 'Jock Training'");
    expect(ledgerReason(parts({ kind: 'challenge_cancelled', challenge: jock, cancelPenalty: 0 }))).toBe(
      "Cancel penalty 0 % on 'Jock Training'",
    );
  });
});
