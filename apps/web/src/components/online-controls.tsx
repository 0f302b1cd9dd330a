import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { Link } from 'react-router';
import { useOnline } from '../lib/online-status';

/**
 * A button whose action needs the server. Offline it is disabled, instead of waiting for the
 * connection behind a spinner that does not end; the offline banner says why.
 */
export function OnlineButton({ disabled, ...props }: ButtonProps) {
  const online = useOnline();
  return <Button {...props} disabled={disabled || !online} />;
}

/**
 * A link, drawn as a button, to a screen that only works with the server. Offline it is a
 * disabled button instead: a link cannot be disabled.
 */
export function OnlineLink({ to, variant, children }: { to: string; variant: string; children: ReactNode }) {
  const online = useOnline();
  if (online) {
    return (
      <Link to={to} className={`btn btn-${variant}`}>
        {children}
      </Link>
    );
  }
  return (
    <Button variant={variant} disabled>
      {children}
    </Button>
  );
}
