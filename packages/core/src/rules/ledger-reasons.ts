/**
 * Why points moved: the kinds of point-ledger rows and the sentence each one reads as, the same
 * on the points history screen and in its CSV download.
 */

export const LEDGER_KINDS = [
  'goal_passed',
  'goal_failed',
  'reward_capped',
  'challenge_finished',
  'challenge_cancelled',
  'punishment_worked_off',
  'punishment_restored',
  'punishment_reroll',
  'slide_drawn',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Names of the kinds for a filter, in the order of LEDGER_KINDS. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  goal_passed: 'Goal passed',
  goal_failed: 'Goal failed',
  reward_capped: 'Daily reward cap',
  // Written by finishes before each goal got its own row: one row for the whole challenge.
  challenge_finished: 'Challenge finished',
  challenge_cancelled: 'Cancel penalty',
  punishment_worked_off: 'Punishment goals picked',
  punishment_restored: 'Punishment owed again',
  punishment_reroll: 'Reroll',
  slide_drawn: 'Slide shown',
};

/** What a ledger row knows about its movement, beyond the amounts. */
export interface LedgerReasonParts {
  kind: LedgerKind;
  challenge: { id: string; title: string } | null;
  goalTitle: string | null;
  slideTitle: string | null;
  cancelPenalty: number | null;
}

const quoted = (title: string | null | undefined, missing: string) => (title == null ? missing : `'${title}'`);

/**
 * The reason of a ledger row in words, e.g. "Goal 'Workout' passed in 'Jock Training'". Titles
 * that are gone (a removed goal, an unknown slide) read as a plain description instead.
 */
export function ledgerReason({ kind, challenge, goalTitle, slideTitle, cancelPenalty }: LedgerReasonParts): string {
  const inChallenge = quoted(challenge?.title, 'a challenge');
  switch (kind) {
    case 'goal_passed':
      return `Goal ${quoted(goalTitle, 'of a challenge')} passed in ${inChallenge}`;
    case 'goal_failed':
      return `Goal ${quoted(goalTitle, 'of a challenge')} failed in ${inChallenge}`;
    case 'reward_capped':
      return `Daily reward cap on ${inChallenge}`;
    case 'challenge_finished':
      return `Challenge ${inChallenge} finished`;
    case 'challenge_cancelled':
      return cancelPenalty == null ? `Cancel penalty on ${inChallenge}` : `Cancel penalty ${cancelPenalty} % on ${inChallenge}`;
    case 'punishment_worked_off':
      return `Punishment goals picked at the start of ${inChallenge}`;
    case 'punishment_restored':
      return `Punishment owed again: ${inChallenge} cancelled`;
    case 'punishment_reroll':
      return 'Reroll of punishment offers';
    case 'slide_drawn':
      return `Slide ${quoted(slideTitle, 'of the slideshow')} shown`;
  }
}
