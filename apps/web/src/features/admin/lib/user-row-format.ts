import { t } from '@lingui/core/macro';
import type { AdminUserRow } from '@gauntlet/core';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** dd/MM/yy HH:mm in the viewer's local time, or 'Never' for a user who has not logged in. */
export function formatAdminLogin(lastLogin: string | null): string {
  if (!lastLogin) return t`Never`;
  const date = new Date(lastLogin);
  if (Number.isNaN(date.getTime())) return t`Never`;
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

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
