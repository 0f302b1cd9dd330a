import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and, when a new version has been installed, offers it. The new
 * version takes over only when the user presses Reload, so an open page never runs half of one
 * version and half of another.
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3 py-2"
      data-testid="update-banner"
    >
      {t`A new version is ready —`}
      <Button size="sm" onClick={() => void updateServiceWorker(true)}>
        {t`Reload`}
      </Button>
    </div>
  );
}
