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
  } = useRegisterSW({
    // The page reloads itself once the new version controls it, below. The library's own reload
    // waits for a signal that never comes for a version found while it was still registering.
    onNeedReload: () => undefined,
  });
  if (!needRefresh) return null;
  const takeOver = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true);
  };
  return (
    <div
      role="status"
      className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3 py-2"
      data-testid="update-banner"
    >
      {t`A new version is ready —`}
      <Button size="sm" onClick={takeOver}>
        {t`Reload`}
      </Button>
    </div>
  );
}
