import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';

interface Props {
  onConsent: () => void;
}

/** The safety notice and consent, required before the page can put out anything. */
export function ConsentStep({ onConsent }: Props) {
  const [checked, setChecked] = useState(false);
  const id = useId();
  return (
    <Card as="section" aria-labelledby={`${id}-title`} data-testid="device-consent">
      <Card.Body className="d-grid gap-2">
        <Card.Title as="h2" className="h5 mb-0" id={`${id}-title`}>
          {t`Before any output`}
        </Card.Title>
        <ul className="mb-0 ps-3">
          <li>
            {t`Electro-stimulation is for healthy adults only: never above the waist, never across the chest or heart, not with a pacemaker, epilepsy or heart conditions, never while driving or in water.`}
          </li>
          <li>
            <Trans>
              Start low. Your caps limit each channel; nothing is ever sent above them or above the device&apos;s maximum.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Stop</strong> (bottom right, or the Escape key) zeroes both channels at once. Hiding this page or
              disconnecting does the same.
            </Trans>
          </li>
        </ul>
        <Form
          className="d-flex flex-wrap align-items-center gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (checked) onConsent();
          }}
        >
          <Form.Check
            id={`${id}-check`}
            label={t`I am an adult, I have read the safety notes and I control the output`}
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <Button type="submit" disabled={!checked}>
            {t`I consent`}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
