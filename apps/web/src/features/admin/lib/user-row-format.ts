import { t } from '@lingui/core/macro';
import type { AdminUserRow } from '@gauntlet/core';

/** The username, or 'No username' when it is empty. */
export function displayUserName(row: Pick<AdminUserRow, 'userName'>): string {
  return row.userName.trim() || t`No username`;
}

/** The name used in messages: the username, else the e-mail. */
export function messageName(row: Pick<AdminUserRow, 'userName' | 'email'>): string {
  return row.userName.trim() || row.email;
}

/** Reward and punishment points as 'RP/PP', e.g. '12/3'. */
export function pointsText(row: Pick<AdminUserRow, 'rewardPoints' | 'punishmentPoints'>): string {
  return `${row.rewardPoints}/${row.punishmentPoints}`;
}
