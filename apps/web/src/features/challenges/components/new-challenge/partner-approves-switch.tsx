import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Card, Form } from 'react-bootstrap';
import { usePartnerPage } from '../../../partner';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Partner approves": cancelling the new challenge asks the player's partner first. Shown only
 * while the player's partner holds the right to approve; the server checks it again at submit.
 */
export function PartnerApprovesSwitch({ checked, onChange }: Props) {
  const partnership = usePartnerPage().data?.asPlayer.partnership;
  if (!partnership?.contract.rights.includes('lock')) return null;
  const partnerName = partnership.partner.userName;
  return (
    <Card data-testid="partner-approves">
      <Card.Body>
        <Form.Check
          type="switch"
          role="switch"
          id="partner-approves"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          label={t`${partnerName} approves a cancel`}
        />
        <Form.Text>
          <Trans>
            To cancel this challenge you ask {partnerName} first. You can always cancel without approval: {partnerName} is then
            told, and it is recorded.
          </Trans>
        </Form.Text>
      </Card.Body>
    </Card>
  );
}
