import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';

/** The "failed to load" alert with a Retry button that the data screens share. */
export function LoadError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
      <span className="flex-grow-1">{message}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Alert>
  );
}
