import { t } from '@lingui/core/macro';
import { Form } from 'react-bootstrap';
import { partnerRights } from '@gauntlet/core';
import { LIMITS, limitValue, seeIsRequired, switchRight, type ContractDraft } from '../lib/contract-draft';
import { limitLabel } from '../lib/limit-texts';
import { rightExplanation, rightName } from '../lib/right-texts';

interface Props {
  /** Tells apart the fields of two forms on one page. */
  idPrefix: string;
  draft: ContractDraft;
  onChange: (draft: ContractDraft) => void;
}

/**
 * Each right as a switch with what it allows in one line, and under a right that is on, its
 * limits. Seeing is on, and cannot be turned off, while another right is on.
 */
export function ContractFields({ idPrefix, draft, onChange }: Props) {
  const seeLocked = seeIsRequired(draft);
  return (
    <fieldset className="d-grid gap-3 mb-3">
      <legend className="h6">{t`What your partner may do`}</legend>
      {partnerRights.map((right) => {
        const id = `${idPrefix}-right-${right}`;
        const on = draft.rights.includes(right);
        const limits = LIMITS.filter((limit) => limit.right === right);
        return (
          <div key={right}>
            <Form.Check
              type="switch"
              role="switch"
              id={id}
              label={rightName(right)}
              checked={on}
              disabled={right === 'see' && seeLocked}
              aria-describedby={`${id}-explanation`}
              onChange={(event) => onChange(switchRight(draft, right, event.currentTarget.checked))}
            />
            <p className="small text-body-secondary mb-0 ms-5" id={`${id}-explanation`}>
              {rightExplanation(right, 'player')}
              {right === 'see' && seeLocked && <> {t`The other rights you granted need it.`}</>}
            </p>
            {on && limits.length > 0 && (
              <div className="d-flex flex-wrap gap-3 ms-5 mt-2">
                {limits.map(({ name: limit, max }) => {
                  const fieldId = `${idPrefix}-limit-${limit}`;
                  return (
                    <Form.Group key={limit} controlId={fieldId} style={{ maxWidth: '14rem' }}>
                      <Form.Label className="small mb-1">{limitLabel(limit)}</Form.Label>
                      <Form.Control
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={max}
                        step={1}
                        size="sm"
                        value={draft.limits[limit]}
                        isInvalid={limitValue(draft, limit) === null}
                        onChange={(event) =>
                          onChange({ ...draft, limits: { ...draft.limits, [limit]: event.currentTarget.value } })
                        }
                      />
                      <Form.Control.Feedback type="invalid">{t`Enter a whole number from 0 to ${max}.`}</Form.Control.Feedback>
                    </Form.Group>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
