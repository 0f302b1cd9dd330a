import { t } from '@lingui/core/macro';
import type { PartnerAction } from '@gauntlet/core';
import { formatPointsChange } from '../../../lib/format';

/** What happened, as the partnership's log names it. */
export function actionKindText(kind: PartnerAction['kind']): string {
  switch (kind) {
    case 'paired':
      return t`Partnership started`;
    case 'contract_changed':
      return t`Contract changed`;
    case 'punished':
      return t`Punishment points added`;
    case 'rewarded':
      return t`Reward points granted`;
    case 'added_goal':
      return t`Punishment goal added to the next challenge`;
    case 'ended_by_player':
      return t`Ended by the player`;
    case 'ended_by_partner':
      return t`Ended by the partner`;
    case 'confirmed_check_in':
      return t`Check-in confirmed`;
    case 'rejected_check_in':
      return t`Check-in rejected`;
    case 'confirmed_manual_grade':
      return t`Completed goal confirmed`;
    case 'rejected_manual_grade':
      return t`Completed goal rejected`;
    case 'cancel_requested':
      return t`Asked to cancel the challenge`;
    case 'cancel_withdrawn':
      return t`Request to cancel withdrawn`;
    case 'cancel_approved':
      return t`Cancel approved`;
    case 'cancel_denied':
      return t`Cancel denied`;
    case 'cancelled_without_approval':
      return t`Cancelled without approval`;
  }
}

/** The points an action moved, with sign and unit, or null for an action that moved none. */
export function actionPointsText({ kind, points }: PartnerAction): string | null {
  if (points === null) return null;
  if (kind === 'punished') return formatPointsChange(points, 'PP');
  if (kind === 'rewarded') return formatPointsChange(points, 'RP');
  return null;
}
