import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Form } from 'react-bootstrap';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  help?: string;
  disabled?: boolean;
  /** Also show a slider (labelled `${label} slider`). */
  slider?: boolean;
  testId?: string;
  onChange: (value: number) => void;
}

/** A labelled whole-number input, kept within [min, max]; an emptied field counts as min. */
export function NumberField({ label, value, min, max, help, disabled, slider, testId, onChange }: Props) {
  const id = useId();
  const change = (text: string) => {
    const number = text.trim() === '' ? min : Number(text);
    if (Number.isFinite(number)) onChange(Math.min(max, Math.max(min, Math.round(number))));
  };
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        data-testid={testId}
        onChange={(event) => change(event.target.value)}
      />
      {slider && (
        <Form.Range
          id={`${id}-slider`}
          className="mt-1"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          aria-label={t`${label} slider`}
          onChange={(event) => change(event.target.value)}
        />
      )}
      {help && (
        <Form.Text id={`${id}-help`} className="small">
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
