import { plural, t } from '@lingui/core/macro';
import type { InboxNotification } from '@gauntlet/core';
import { partnerPlayerPath, paths } from '../../../lib/paths';

type Shown = Pick<InboxNotification, 'kind' | 'challenge' | 'partner' | 'points' | 'note'>;

/** What a notification says, in the language active when it is shown. */
export function inboxNotificationText({ kind, challenge, partner, points, note }: Shown): string {
  const title = challenge?.title ?? t`your challenge`;
  // A partnership's notification whose other side deleted their account keeps its news, unnamed.
  const partnerName = partner?.userName ?? t`Your partner`;
  const playerName = partner?.userName ?? t`Your player`;
  const reason = note ?? '';
  const count = points ?? 0;
  switch (kind) {
    case 'daily_check_in':
      return t`Time to check in on ${title}`;
    case 'last_day':
      return t`Last day of ${title}`;
    case 'ended_unfinished':
      return t`${title} ended: finish it to collect your points`;
    case 'punishment_waiting':
      return t`Punishment points are waiting: start a challenge to work them off`;
    case 'partner_punished':
      return t`${partnerName} gave you ${plural(count, { one: '# punishment point', other: '# punishment points' })}: ${reason}`;
    case 'partner_rewarded':
      return t`${partnerName} gave you ${plural(count, { one: '# reward point', other: '# reward points' })}: ${reason}`;
    case 'partner_added_goal':
      return t`${partnerName} added a punishment goal to your next challenge: ${reason}`;
    case 'partner_accepted':
      return t`${partnerName} accepted your invite and is now your partner`;
    case 'partner_ended':
      return t`${partnerName} ended your partnership`;
    case 'partner_confirmed_check_in':
      return t`${partnerName} confirmed a check-in of ${title}`;
    case 'partner_rejected_check_in':
      return t`${partnerName} rejected a check-in of ${title}: ${reason}`;
    case 'partner_confirmed_manual_grade':
      return t`${partnerName} confirmed a goal you completed in ${title}`;
    case 'partner_rejected_manual_grade':
      return t`${partnerName} rejected a goal you marked completed in ${title}: ${reason}`;
    case 'partner_approved_cancel':
      return note ? t`${partnerName} approved cancelling ${title}: ${reason}` : t`${partnerName} approved cancelling ${title}`;
    case 'partner_denied_cancel':
      return t`${partnerName} denied cancelling ${title}: ${reason}`;
    case 'player_checked_in':
      return t`${playerName} checked in today`;
    case 'player_missed_day':
      return t`${playerName} ended a day of ${title} without checking in`;
    case 'player_finished':
      return t`${playerName} finished ${title}`;
    case 'player_cancelled':
      return t`${playerName} cancelled ${title}`;
    case 'player_asked_to_cancel':
      return note ? t`${playerName} asks to cancel ${title}: ${reason}` : t`${playerName} asks to cancel ${title}`;
    case 'player_cancelled_without_approval':
      return t`${playerName} cancelled ${title} without your approval`;
    case 'player_changed_contract':
      return t`${playerName} changed what you may do as their partner`;
    case 'player_ended':
      return t`${playerName} ended your partnership`;
  }
}

/**
 * Where following a notification leads: the screen where the player does what it asks, the same
 * one its push opens (a check-in and the last day on the dashboard, an ended challenge on the
 * finish screen, a new challenge from the dashboard); a partner's goal for the next challenge where
 * the player prepares it; the points a partner handed out on the
 * points page; the partnership's news on the Partner page; and what a player did on the partner's
 * view of that player.
 */
export function inboxNotificationPath({ kind, partner }: Pick<InboxNotification, 'kind' | 'partner'>): string {
  switch (kind) {
    case 'daily_check_in':
    case 'last_day':
    case 'punishment_waiting':
      return paths.dashboard;
    case 'ended_unfinished':
      return paths.finishChallenge;
    case 'partner_confirmed_check_in':
    case 'partner_rejected_check_in':
    case 'partner_confirmed_manual_grade':
    case 'partner_rejected_manual_grade':
      return paths.dashboard;
    case 'partner_added_goal':
      return paths.newChallenge;
    case 'partner_punished':
    case 'partner_rewarded':
      return paths.points;
    case 'partner_approved_cancel':
    case 'partner_denied_cancel':
      return paths.dashboard;
    case 'partner_accepted':
    case 'partner_ended':
    case 'player_ended':
      return paths.partner;
    case 'player_checked_in':
    case 'player_missed_day':
    case 'player_finished':
    case 'player_cancelled':
    case 'player_asked_to_cancel':
    case 'player_cancelled_without_approval':
    case 'player_changed_contract':
      return partner ? partnerPlayerPath(partner.userId) : paths.partner;
  }
}
