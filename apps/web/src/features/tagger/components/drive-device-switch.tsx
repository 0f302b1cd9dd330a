import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface Props {
  ready: boolean;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** Opt-in: drive the device page's output from the timeline, within the caps set there. */
export function DriveDeviceSwitch({ ready, checked, error, onChange }: Props) {
  return (
    <div className="d-grid gap-1">
      <Form.Check
        type="switch"
        id="video-drive-device"
        label={t`Drive the device`}
        checked={checked && ready}
        disabled={!ready}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <Form.Text>
        {ready ? (
          t`While the video plays, the position (0–100) sets the strength up to your caps; pause or end sets it to 0.`
        ) : (
          <Trans>
            Connect the device and give your consent on the <Link to={paths.device}>device page</Link> first; its caps and Stop
            apply here too.
          </Trans>
        )}
      </Form.Text>
      {error && <div className="small text-danger">{error}</div>}
    </div>
  );
}
