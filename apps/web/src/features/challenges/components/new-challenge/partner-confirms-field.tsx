import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { NewChallengeForm } from '../../lib/use-new-challenge-form';

/**
 * "Partner confirms": the player's partner confirms each check-in of this challenge, and the
 * player chooses now what happens to those still unconfirmed at the end. Shown only to a player
 * whose partner holds the right to confirm.
 */
export function PartnerConfirmsField({ form }: { form: NewChallengeForm }) {
  const titleId = useId();
  const { partnerConfirms, setPartnerConfirms } = form;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="partner-confirms">
      <Card.Body className="d-grid gap-2">
        <Card.Title as="h2" className="h5 mb-0" id={titleId}>
          {t`Partner confirms`}
        </Card.Title>
        <Form.Check
          type="switch"
          role="switch"
          id="partner-confirms"
          label={t`My partner confirms each check-in of this challenge`}
          checked={partnerConfirms !== null}
          onChange={(event) => setPartnerConfirms(event.target.checked ? 'dont_count' : null)}
        />
        {partnerConfirms !== null && (
          <fieldset>
            <legend className="fs-6 mb-1">{t`Check-ins still unconfirmed at the end:`}</legend>
            <Form.Check
              type="radio"
              id="unconfirmed-dont-count"
              name="unconfirmed"
              label={t`Do not count`}
              checked={partnerConfirms === 'dont_count'}
              onChange={() => setPartnerConfirms('dont_count')}
            />
            <Form.Check
              type="radio"
              id="unconfirmed-count"
              name="unconfirmed"
              label={t`Count`}
              checked={partnerConfirms === 'count'}
              onChange={() => setPartnerConfirms('count')}
            />
          </fieldset>
        )}
      </Card.Body>
    </Card>
  );
}
