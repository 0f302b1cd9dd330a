import { t } from '@lingui/core/macro';
import { Form } from 'react-bootstrap';
import { localTimeSchema } from '@gauntlet/core';
import { CheckedControl } from '../../../components/checked-control';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A hint read with the field (e.g. the time zone). */
  describedBy?: string;
}

/** A local wall-clock time 'HH:MM'; a cleared field says so instead of being sent. */
export function TimeField({ id, label, value, onChange, describedBy }: Props) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <CheckedControl
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        problem={isLocalTime(value) ? null : t`Enter a time.`}
        aria-describedby={describedBy}
        required
      />
    </Form.Group>
  );
}

export const isLocalTime = (value: string) => localTimeSchema.safeParse(value).success;
