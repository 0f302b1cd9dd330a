import { Button } from 'react-bootstrap';
import { errorMessage } from '../../../../lib/error-text';

interface Props {
  label: string;
  onUndo: () => void;
  busy: boolean;
  error: unknown;
  describedBy?: string;
}

/** A quiet "Undo" for the tap just made, with the reason when the undo is refused. */
export function UndoTapButton({ label, onUndo, busy, error, describedBy }: Props) {
  return (
    <>
      <Button size="sm" variant="link" className="p-0" onClick={onUndo} disabled={busy} aria-describedby={describedBy}>
        {label}
      </Button>
      {error !== null && (
        <small role="alert" className="text-danger">
          {errorMessage(error)}
        </small>
      )}
    </>
  );
}
