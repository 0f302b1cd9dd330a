import type { ReactNode } from 'react';
import { isAdmin } from '@gauntlet/core';
import { useMe } from '../../../lib/session';
import { useBootstrapState } from '../api/bootstrap-api';

/** Shows its children (the menu's way to the setup) to a signed-in non-admin while nobody administers the app yet. */
export function WhileNoAdmin({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  const eligible = !!me && !isAdmin(me.permissions.role);
  const bootstrap = useBootstrapState(eligible);
  return eligible && bootstrap.data?.adminExists === false ? children : null;
}
