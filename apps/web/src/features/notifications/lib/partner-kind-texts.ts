import { t } from '@lingui/core/macro';
import type { PartnerNotificationKind } from '@gauntlet/core';

/** The switch's label of each partnership notification, read when shown. */
export function partnerKindLabel(kind: PartnerNotificationKind): string {
  switch (kind) {
    case 'partner_punished':
      return t`My partner gives me punishment points`;
    case 'partner_rewarded':
      return t`My partner gives me reward points`;
    case 'partner_added_goal':
      return t`My partner adds a punishment goal to my next challenge`;
    case 'partner_accepted':
      return t`Someone accepts my invite`;
    case 'partner_ended':
      return t`My partner ends our partnership`;
    case 'partner_confirmed_check_in':
      return t`My partner confirms a check-in`;
    case 'partner_rejected_check_in':
      return t`My partner rejects a check-in`;
    case 'partner_confirmed_manual_grade':
      return t`My partner confirms a manual goal I completed`;
    case 'partner_rejected_manual_grade':
      return t`My partner rejects a manual goal I marked completed`;
    case 'partner_approved_cancel':
      return t`My partner approves my request to cancel`;
    case 'partner_denied_cancel':
      return t`My partner denies my request to cancel`;
    case 'player_checked_in':
      return t`My player checks in (once a day)`;
    case 'player_missed_day':
      return t`My player ends a day without checking in`;
    case 'player_finished':
      return t`My player finishes a challenge`;
    case 'player_cancelled':
      return t`My player cancels a challenge`;
    case 'player_asked_to_cancel':
      return t`My player asks to cancel a challenge`;
    case 'player_cancelled_without_approval':
      return t`My player cancels without my approval`;
    case 'player_changed_contract':
      return t`My player changes my rights or limits`;
    case 'player_ended':
      return t`My player ends our partnership`;
  }
}
