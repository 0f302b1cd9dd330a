import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasFlag, roleReaches, type Flag, type Role } from '@gauntlet/core';
import { useMe } from '../lib/session';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../lib/paths';

/** Login guard: not signed in goes to the root path. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner wholeScreen />;
  if (!me) return <Navigate to={paths.home} replace />;
  return children ?? <Outlet />;
}

/** Role guard: no permissions loaded goes to the root path, a missing role to /unauthorized. */
export function RequireRole({ role, children }: { role: Role; children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner wholeScreen />;
  if (!me) return <Navigate to={paths.home} replace />;
  if (!roleReaches(me.permissions.role, role)) return <Navigate to={paths.unauthorized} replace />;
  return children ?? <Outlet />;
}

/** Flag guard: a missing feature flag goes to /upgrade. */
export function RequireFlag({ flag, children }: { flag: Flag; children?: ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner wholeScreen />;
  if (!me || !hasFlag(me.permissions.flags, flag)) return <Navigate to={paths.upgrade} replace />;
  return children ?? <Outlet />;
}
