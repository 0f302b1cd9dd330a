import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import { useDeviceSession } from '../lib/device-session-context';

/** Always on screen (fixed bottom right): zeroes both channels and ends any send or burst. */
export function StopButton() {
  const session = useDeviceSession();
  return (
    <Button
      variant="danger"
      size="lg"
      className="position-fixed bottom-0 end-0 m-3 px-4 shadow fw-bold"
      style={{ zIndex: 1090 }}
      aria-keyshortcuts="Escape"
      title={t`Zero both channels (Escape also stops)`}
      data-testid="device-stop"
      onClick={() => void session.stop()}
    >
      {t`Stop`}
    </Button>
  );
}
