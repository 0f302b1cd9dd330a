import type { Language, PartnerNotificationKind } from '@gauntlet/core';

/** What one piece of partnership news is about, as its receiver reads it. */
export interface NewsFacts {
  kind: PartnerNotificationKind;
  /** The other side's profile name, null when they deleted their account. */
  otherName: string | null;
  /** The challenge's title, null when the news is about no challenge. */
  challengeTitle: string | null;
  points: number | null;
  note: string | null;
}

interface Words {
  yourPartner: string;
  yourPlayer: string;
  yourChallenge: string;
  reason: (note: string) => string;
  headline: Record<PartnerNotificationKind, (other: string, title: string, points: number) => string>;
}

const WORDS: Record<Language, Words> = {
  en: {
    yourPartner: 'Your partner',
    yourPlayer: 'Your player',
    yourChallenge: 'your challenge',
    reason: (note) => `Reason: ${note}`,
    headline: {
      partner_punished: (other, _title, points) =>
        `${other} gave you ${points} ${points === 1 ? 'punishment point' : 'punishment points'}`,
      partner_rewarded: (other, _title, points) =>
        `${other} gave you ${points} ${points === 1 ? 'reward point' : 'reward points'}`,
      partner_added_goal: (other) => `${other} added a punishment goal to your next challenge`,
      partner_accepted: (other) => `${other} accepted your invite and is now your partner`,
      partner_ended: (other) => `${other} ended your partnership`,
      partner_confirmed_check_in: (other, title) => `${other} confirmed a check-in of “${title}”`,
      partner_rejected_check_in: (other, title) => `${other} rejected a check-in of “${title}”`,
      partner_confirmed_manual_grade: (other, title) => `${other} confirmed a goal you completed in “${title}”`,
      partner_rejected_manual_grade: (other, title) => `${other} rejected a goal you completed in “${title}”`,
      partner_approved_cancel: (other, title) => `${other} approved cancelling “${title}”`,
      partner_denied_cancel: (other, title) => `${other} denied cancelling “${title}”`,
      player_checked_in: (other, title) => `${other} checked in to “${title}” today`,
      player_missed_day: (other, title) => `${other} ended a day of “${title}” without checking in`,
      player_finished: (other, title) => `${other} finished “${title}”`,
      player_cancelled: (other, title) => `${other} cancelled “${title}”`,
      player_asked_to_cancel: (other, title) => `${other} asks to cancel “${title}”`,
      player_cancelled_without_approval: (other, title) => `${other} cancelled “${title}” without your approval`,
      player_changed_contract: (other) => `${other} changed what you may do as their partner`,
      player_ended: (other) => `${other} ended your partnership`,
    },
  },
  es: {
    yourPartner: 'Tu pareja de juego',
    yourPlayer: 'Tu jugador',
    yourChallenge: 'tu reto',
    reason: (note) => `Motivo: ${note}`,
    headline: {
      partner_punished: (other, _title, points) =>
        `${other} te ha dado ${points} ${points === 1 ? 'punto de castigo' : 'puntos de castigo'}`,
      partner_rewarded: (other, _title, points) =>
        `${other} te ha dado ${points} ${points === 1 ? 'punto de recompensa' : 'puntos de recompensa'}`,
      partner_added_goal: (other) => `${other} ha añadido un objetivo de castigo a tu próximo reto`,
      partner_accepted: (other) => `${other} ha aceptado tu invitación y ya es tu pareja de juego`,
      partner_ended: (other) => `${other} ha terminado vuestra relación`,
      partner_confirmed_check_in: (other, title) => `${other} ha confirmado un check-in de «${title}»`,
      partner_rejected_check_in: (other, title) => `${other} ha rechazado un check-in de «${title}»`,
      partner_confirmed_manual_grade: (other, title) => `${other} ha confirmado un objetivo que completaste en «${title}»`,
      partner_rejected_manual_grade: (other, title) => `${other} ha rechazado un objetivo que completaste en «${title}»`,
      partner_approved_cancel: (other, title) => `${other} ha aprobado cancelar «${title}»`,
      partner_denied_cancel: (other, title) => `${other} no ha aprobado cancelar «${title}»`,
      player_checked_in: (other, title) => `${other} ha hecho check-in hoy en «${title}»`,
      player_missed_day: (other, title) => `${other} ha terminado un día de «${title}» sin hacer check-in`,
      player_finished: (other, title) => `${other} ha terminado «${title}»`,
      player_cancelled: (other, title) => `${other} ha cancelado «${title}»`,
      player_asked_to_cancel: (other, title) => `${other} pide cancelar «${title}»`,
      player_cancelled_without_approval: (other, title) => `${other} ha cancelado «${title}» sin tu aprobación`,
      player_changed_contract: (other) => `${other} ha cambiado lo que puedes hacer como su pareja de juego`,
      player_ended: (other) => `${other} ha terminado vuestra relación`,
    },
  },
};

/** News of the partner's actions goes to the player (`partner_…`); of the player's, to the partner. */
export const isAboutPartner = (kind: PartnerNotificationKind) => kind.startsWith('partner_');

/**
 * The news in one line, naming the other side and the challenge (a deleted account stays unnamed,
 * as in the bell), and the reason they gave, if any, on its own.
 */
export function partnerNewsWords(language: Language, facts: NewsFacts): { headline: string; reason: string | null } {
  const words = WORDS[language];
  const other = facts.otherName ?? (isAboutPartner(facts.kind) ? words.yourPartner : words.yourPlayer);
  const headline = words.headline[facts.kind](other, facts.challengeTitle ?? words.yourChallenge, facts.points ?? 0);
  return { headline, reason: facts.note ? words.reason(facts.note) : null };
}

/**
 * The app's screen the news leads to (a path of the web app, apps/web/src/lib/paths.ts): the
 * player reads their partner's actions on the Partner page, the partner reads what the player did
 * on their view of that player, and the end of the partnership, which leaves no such view, on
 * the Partner page.
 */
export function partnerNewsPath(kind: PartnerNotificationKind, otherId: string | null): string {
  if (isAboutPartner(kind) || kind === 'player_ended' || !otherId) return '/partner';
  return `/partner/players/${encodeURIComponent(otherId)}`;
}
