import { t } from '@lingui/core/macro';
import type { PartnerRight } from '@gauntlet/core';

/** Who reads about a right: the player who grants it, or the partner who holds it. */
export type Reader = 'player' | 'partner';

/** A right's name. */
export function rightName(right: PartnerRight): string {
  switch (right) {
    case 'see':
      return t`See`;
    case 'confirm':
      return t`Confirm`;
    case 'punish':
      return t`Punish`;
    case 'reward':
      return t`Reward`;
    case 'lock':
      return t`Lock`;
  }
}

/** What a right lets the partner do, in one line, told to the player who grants it. */
function toPlayer(right: PartnerRight): string {
  switch (right) {
    case 'see':
      return t`See your active challenge, check-ins, points and routine logs, live, even when your profile is private.`;
    case 'confirm':
      return t`Confirm or reject your check-ins on challenges where you chose that your partner confirms.`;
    case 'punish':
      return t`Add punishment points with a reason, and punishment goals to your next challenge, within your limits.`;
    case 'reward':
      return t`Grant you reward points with a reason, within your limit.`;
    case 'lock':
      return t`Approve or deny cancelling or changing a challenge where you turned this on. You can always cancel anyway.`;
  }
}

/** The same, told to the partner who holds it. */
function toPartner(right: PartnerRight): string {
  switch (right) {
    case 'see':
      return t`See the player's active challenge, check-ins, points and routine logs, live, even when their profile is private.`;
    case 'confirm':
      return t`Confirm or reject their check-ins on challenges where they chose that their partner confirms.`;
    case 'punish':
      return t`Add punishment points with a reason, and punishment goals to their next challenge, within the limits.`;
    case 'reward':
      return t`Grant them reward points with a reason, within the limit.`;
    case 'lock':
      return t`Approve or deny cancelling or changing a challenge where they turned this on. They can always cancel anyway.`;
  }
}

export const rightExplanation = (right: PartnerRight, reader: Reader) =>
  reader === 'player' ? toPlayer(right) : toPartner(right);
