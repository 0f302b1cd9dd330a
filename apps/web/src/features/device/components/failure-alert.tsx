import { Alert } from 'react-bootstrap';
import type { DeviceSnapshot } from '../lib/device-session';
import { deviceFailureMessage } from '../lib/failure-text';

interface Props {
  snapshot: DeviceSnapshot;
  onDismiss: () => void;
}

/** The latest device failure (with its failure code) and any neutral notice. */
export function FailureAlert({ snapshot, onDismiss }: Props) {
  const { failure, notice } = snapshot;
  return (
    <>
      {failure && (
        <Alert variant="danger" className="mb-0" dismissible onClose={onDismiss} data-testid="device-failure">
          {failure.code !== 'gatt_unavailable' && (
            <>
              <code className="me-1">{failure.code}</code>{' '}
            </>
          )}
          {deviceFailureMessage(failure)}
        </Alert>
      )}
      {notice && (
        <Alert variant="info" className="mb-0" dismissible onClose={onDismiss} data-testid="device-notice">
          {notice}
        </Alert>
      )}
    </>
  );
}
