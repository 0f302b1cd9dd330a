import { t } from '@lingui/core/macro';
import type { LedgerCsvWords, LedgerEntry, LedgerKind } from '@gauntlet/core';
import { goalTitleText } from '../../challenges';
import { slideTitleText } from '../../slideshow';

/** The kinds of movement in the reader's language, for the filter. */
export function ledgerKindLabel(kind: LedgerKind): string {
  switch (kind) {
    case 'goal_passed':
      return t`Goal passed`;
    case 'goal_failed':
      return t`Goal failed`;
    case 'reward_capped':
      return t`Daily reward cap`;
    case 'challenge_finished':
      return t`Challenge finished`;
    case 'challenge_cancelled':
      return t`Cancel penalty`;
    case 'punishment_worked_off':
      return t`Punishment goals picked`;
    case 'punishment_restored':
      return t`Punishment owed again`;
    case 'punishment_reroll':
      return t`Reroll`;
    case 'slide_drawn':
      return t`Slide shown`;
    case 'partner_punishment':
      return t`Punishment from partner`;
    case 'partner_reward':
      return t`Reward from partner`;
  }
}

/**
 * Why points moved, in the reader's language: the sentence core's ledgerReason writes in English
 * for the CSV download, e.g. "Goal 'Workout' passed in 'Jock Training'". A catalogue goal or
 * slide is named in the reader's language; the user's own challenge title stays as written.
 */
export function ledgerReasonText({ kind, challenge, goalTitle, slideTitle, cancelPenalty, partner, note }: LedgerEntry): string {
  const inChallenge = challenge ? `'${challenge.title}'` : t`a challenge`;
  const goal = goalTitle === null ? t`of a challenge` : `'${goalTitleText(goalTitle)}'`;
  switch (kind) {
    case 'goal_passed':
      return t`Goal ${goal} passed in ${inChallenge}`;
    case 'goal_failed':
      return t`Goal ${goal} failed in ${inChallenge}`;
    case 'reward_capped':
      return t`Daily reward cap on ${inChallenge}`;
    case 'challenge_finished':
      return t`Challenge ${inChallenge} finished`;
    case 'challenge_cancelled':
      return cancelPenalty === null
        ? t`Cancel penalty on ${inChallenge}`
        : t`Cancel penalty ${cancelPenalty} % on ${inChallenge}`;
    case 'punishment_worked_off':
      return t`Punishment goals picked at the start of ${inChallenge}`;
    case 'punishment_restored':
      return t`Punishment owed again: ${inChallenge} cancelled`;
    case 'punishment_reroll':
      return t`Reroll of punishment offers`;
    case 'slide_drawn': {
      if (slideTitle === null) return t`Slide of the slideshow shown`;
      // The quotes go with the value: in a message, a quote before a brace escapes the brace.
      const slide = `'${slideTitleText(slideTitle)}'`;
      return t`Slide ${slide} shown`;
    }
    case 'partner_punishment': {
      if (partner === null || note === null) return t`Punishment from a partner`;
      const name = `'${partner.userName}'`;
      return t`Punishment from partner ${name}: ${note}`;
    }
    case 'partner_reward': {
      if (partner === null || note === null) return t`Reward from a partner`;
      const name = `'${partner.userName}'`;
      return t`Reward from partner ${name}: ${note}`;
    }
  }
}

/** The CSV download's words in the reader's language: its column headers and each row's reason. */
export function ledgerCsvWords(timeZone: string): LedgerCsvWords {
  return {
    headers: [t`Time (${timeZone})`, t`RP change`, t`PP change`, t`RP balance`, t`PP balance`, t`Reason`],
    reason: ledgerReasonText,
  };
}
