import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';

const FLAG_PAGE = 'chrome://flags/#enable-web-bluetooth';
const FEATURE_SWITCH = '--enable-features=WebBluetooth';

/** Shown instead of the controls when the browser has no Web Bluetooth. */
export function NoBluetooth() {
  return (
    <Alert variant="warning" className="mb-0" data-testid="no-bluetooth">
      <Alert.Heading as="h2" className="h5">
        {t`This browser has no Web Bluetooth`}
      </Alert.Heading>
      <p className="mb-0">
        <Trans>
          Driving the Coyote needs Web Bluetooth: use Chromium or Chrome on a desktop or Android, with Web Bluetooth enabled (on
          Linux: <code>{FLAG_PAGE}</code> or the <code>{FEATURE_SWITCH}</code> switch), over https or localhost. Firefox and
          Safari do not offer it.
        </Trans>
      </p>
    </Alert>
  );
}
