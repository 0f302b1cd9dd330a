/**
 * Why points moved: the kinds of point-ledger rows and the English sentence each one reads as in
 * the CSV download (the points history screen says the same in the reader's language).
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
  'partner_punishment',
  'partner_reward',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What a ledger row knows about its movement, beyond the amounts. */
export interface LedgerReasonParts {
  kind: LedgerKind;
  challenge: { id: string; title: string } | null;
  goalTitle: string | null;
  slideTitle: string | null;
  cancelPenalty: number | null;
  /** The partner who handed the points out (null when their account is gone or for other kinds). */
  partner: { userName: string } | null;
  /** The reason the partner gave, in their own words. */
  note: string | null;
}

const quoted = (title: string | null | undefined, missing: string) => (title == null ? missing : `'${title}'`);

/**
 * The reason of a ledger row in words, e.g. "Goal 'Workout' passed in 'Jock Training'". Titles
 * that are gone (a removed goal, an unknown slide, a deleted partner) read as a plain description instead.
 */
export function ledgerReason({
  kind,
  challenge,
  goalTitle,
  slideTitle,
  cancelPenalty,
  partner,
  note,
}: LedgerReasonParts): string {
  const inChallenge = quoted(challenge?.title, 'a challenge');
  // The partner and their reason are one row of the partnership's log, gone together with it.
  const fromPartner = partner && note !== null ? `partner '${partner.userName}': ${note}` : 'a partner';
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
    case 'partner_punishment':
      return `Punishment from ${fromPartner}`;
    case 'partner_reward':
      return `Reward from ${fromPartner}`;
  }
}
