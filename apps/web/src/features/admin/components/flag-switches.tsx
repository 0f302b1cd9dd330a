import { t } from '@lingui/core/macro';
import { Form } from 'react-bootstrap';
import { FLAGS, type Flag } from '@gauntlet/core';
import { flagName } from '../lib/flag-names';

interface Props {
  userId: string;
  flags: readonly string[];
  busy: boolean;
  onToggle: (flag: Flag, on: boolean) => void;
}

/** A switch per feature flag, on when the user has it. */
export function FlagSwitches({ userId, flags, busy, onToggle }: Props) {
  return (
    <fieldset>
      <legend className="h6">{t`Feature flags`}</legend>
      <div className="row row-cols-1 row-cols-sm-2 g-1">
        {FLAGS.map((flag) => (
          <div className="col" key={flag}>
            <Form.Check
              type="switch"
              id={`admin-flag-${userId}-${flag}`}
              label={flagName(flag)}
              checked={flags.includes(flag)}
              disabled={busy}
              onChange={(event) => onToggle(flag, event.currentTarget.checked)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
