import type { ReactNode } from 'react';
import { useOnline } from '../lib/online-status';

/** Says, while offline, why the controls beside it are disabled: they need the server. */
export function OfflineNote({ children }: { children: ReactNode }) {
  const online = useOnline();
  return (
    <p role="status" className="small text-body-secondary mb-0" data-testid="offline-note">
      {online ? null : children}
    </p>
  );
}
