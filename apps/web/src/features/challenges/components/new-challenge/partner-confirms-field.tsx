import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { UnconfirmedRule } from '@gauntlet/core';
import { useConfirmingPartner } from '../../../partner';

interface Props {
  /** Null: off, everything counts as the player makes it. */
  value: UnconfirmedRule | null;
  onChange: (rule: UnconfirmedRule | null) => void;
}

/**
 * "Partner confirms": the player's partner confirms each check-in and each manual goal's
 * "Completed" of the new challenge, and the player chooses now what happens to those still
 * unconfirmed at the end. Shown only while the player's partner holds the right to confirm; the
 * server checks it again at the start.
 */
export function PartnerConfirmsField({ value, onChange }: Props) {
  const titleId = useId();
  const ids = useId();
  const partner = useConfirmingPartner();
  if (!partner) return null;
  const partnerName = partner.userName;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="partner-confirms">
      <Card.Body className="d-grid gap-2">
        <Card.Title as="h2" className="h5 mb-0" id={titleId}>
          {t`Partner confirms`}
        </Card.Title>
        <Form.Check
          type="switch"
          role="switch"
          id={`${ids}-switch`}
          label={t`${partnerName} confirms each check-in and completed manual goal of this challenge`}
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? 'dont_count' : null)}
        />
        {value !== null && (
          <fieldset>
            <legend className="fs-6 mb-1">{t`What is still unconfirmed at the end:`}</legend>
            <Form.Check
              type="radio"
              id={`${ids}-dont-count`}
              name={`${ids}-unconfirmed`}
              label={t`Do not count`}
              checked={value === 'dont_count'}
              onChange={() => onChange('dont_count')}
            />
            <Form.Check
              type="radio"
              id={`${ids}-count`}
              name={`${ids}-unconfirmed`}
              label={t`Count`}
              checked={value === 'count'}
              onChange={() => onChange('count')}
            />
          </fieldset>
        )}
      </Card.Body>
    </Card>
  );
}
