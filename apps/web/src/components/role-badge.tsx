import { roleLabel } from '@gauntlet/core';

/** Badge colours: basic grey, silver cyan, gold yellow with dark text, moderator blue, admin red. */
const BADGE_CLASS = {
  basic: 'text-bg-secondary',
  silver: 'text-bg-info',
  gold: 'text-bg-warning',
  moderator: 'text-bg-primary',
  admin: 'text-bg-danger',
} as const;

export function RoleBadge({ role }: { role: string | null | undefined }) {
  const label = roleLabel(role);
  return (
    <span className={`badge ${BADGE_CLASS[label]} text-capitalize`} data-testid="role-badge">
      {label}
    </span>
  );
}
