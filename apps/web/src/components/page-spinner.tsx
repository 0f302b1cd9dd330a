import { t } from '@lingui/core/macro';
import { useOnline } from '../lib/online-status';

// Plain Bootstrap markup: this is part of the first load, which stays small (see check-bundle).
/**
 * What a screen shows while its data loads. Offline, a query with nothing saved on the device waits
 * for the connection, so instead of a spinner that never ends it says so; the screen loads by
 * itself once the connection is back. Standing in for a whole screen, it fills the window, so what
 * follows the screen (the footer) starts out of sight and does not jump when the screen arrives.
 */
export function PageSpinner({ label = t`Loading…`, wholeScreen = false }: { label?: string; wholeScreen?: boolean }) {
  const online = useOnline();
  return (
    <div
      className={`d-flex justify-content-center py-5${wholeScreen ? ' whole-screen-placeholder' : ''}`}
      role="status"
      aria-live="polite"
    >
      {online ? (
        <>
          <span className="spinner-border" aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <p className="mb-0 text-body-secondary" data-testid="offline-waiting">
          {t`This needs a connection and nothing of it is saved on this device yet. It loads as soon as you are back online.`}
        </p>
      )}
    </div>
  );
}
