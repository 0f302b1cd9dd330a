import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import { ROLES, type Role } from '@gauntlet/core';
import { roleName } from '../../../lib/role-names';

interface Props {
  current: Role;
  busy: boolean;
  onChange: (role: Role) => void;
}

/** One button per role; the user's current role is marked and cannot be chosen again. */
export function RoleButtons({ current, busy, onChange }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t`Role`}</legend>
      <div className="d-flex flex-wrap gap-2">
        {ROLES.map((role) => {
          const isCurrent = role === current;
          return (
            <Button
              key={role}
              size="sm"
              variant={isCurrent ? 'primary' : 'outline-primary'}
              aria-current={isCurrent ? 'true' : undefined}
              disabled={isCurrent || busy}
              onClick={() => onChange(role)}
            >
              {roleName(role)}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
