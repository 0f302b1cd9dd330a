import type { ReactNode } from 'react';
import { roleReaches, type Role } from '@gauntlet/core';
import { useMe } from '../lib/session';

/** Renders its children only for a signed-in user whose role reaches `role`. */
export function ShowForRole({ role, children }: { role: Role; children: ReactNode }) {
  const { data: me } = useMe();
  return me && roleReaches(me.permissions.role, role) ? children : null;
}
