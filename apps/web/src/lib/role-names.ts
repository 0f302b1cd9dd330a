import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '@gauntlet/core';

const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  basic: msg`Basic`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  moderator: msg`Moderator`,
  admin: msg`Admin`,
};

/** A role as the reader names it, in their language: the user bar's badge, the admin page's buttons. */
export function roleName(role: Role): string {
  return i18n._(ROLE_NAMES[role]);
}
