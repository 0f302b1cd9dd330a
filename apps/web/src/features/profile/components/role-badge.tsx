import { Badge } from 'react-bootstrap';
import { roleLabel } from '@gauntlet/core';

/** Spec colours: basic grey, silver cyan, gold yellow with dark text, moderator blue, admin red. */
const BADGE_STYLE = {
  basic: { bg: 'secondary', text: undefined },
  silver: { bg: 'info', text: 'dark' },
  gold: { bg: 'warning', text: 'dark' },
  moderator: { bg: 'primary', text: undefined },
  admin: { bg: 'danger', text: undefined },
} as const;

export function RoleBadge({ role }: { role: string | null | undefined }) {
  const label = roleLabel(role);
  const style = BADGE_STYLE[label];
  return (
    <Badge bg={style.bg} text={style.text} className="text-capitalize" data-testid="role-badge">
      {label}
    </Badge>
  );
}
