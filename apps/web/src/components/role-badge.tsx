import { roleLabel } from '@gauntlet/core';
import { roleName } from '../lib/role-names';

/** Badge colours: basic grey, silver cyan, gold yellow with dark text, moderator blue, admin red. */
const BADGE_CLASS = {
  basic: 'text-bg-secondary',
  silver: 'text-bg-info',
  gold: 'text-bg-warning',
  moderator: 'text-bg-primary',
  admin: 'text-bg-danger',
} as const;

export function RoleBadge({ role }: { role: string | null | undefined }) {
  const known = roleLabel(role);
  return (
    <span className={`badge ${BADGE_CLASS[known]}`} data-testid="role-badge">
      {roleName(known)}
    </span>
  );
}
