import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';

/** Shown instead of the controls when the browser has no Web Bluetooth. */
export function NoBluetooth() {
  return (
    <Alert variant="warning" className="mb-0" data-testid="no-bluetooth">
      <Alert.Heading as="h2" className="h5">
        {t`This browser has no Web Bluetooth`}
      </Alert.Heading>
      <p className="mb-0">
        Driving the Coyote needs Web Bluetooth: use Chromium or Chrome on a desktop or Android, with Web Bluetooth enabled (on
        Linux: <code>{'chrome://flags/#enable-web-bluetooth'}</code>
        {t` or the`}
        <code>
          <Trans> --enable-features=WebBluetooth</Trans>
        </code>{' '}
        switch), over https or localhost. Firefox and Safari do not offer it.
      </p>
    </Alert>
  );
}
