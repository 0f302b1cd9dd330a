import { Button, type ButtonProps } from 'react-bootstrap';
import { useOnline } from '../lib/online-status';

/**
 * A button whose action needs the server. Offline it is disabled, instead of waiting for the
 * connection behind a spinner that does not end; the offline banner says why.
 */
export function OnlineButton({ disabled, ...props }: ButtonProps) {
  const online = useOnline();
  return <Button {...props} disabled={disabled || !online} />;
}
