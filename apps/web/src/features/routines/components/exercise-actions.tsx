import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import type { ExerciseField } from '@gauntlet/core';
import { useOnline } from '../../../lib/online-status';

interface Props {
  exerciseName: string;
  busy: boolean;
  /** Take the keyboard focus when shown (focus moved here with Next). */
  autoFocus: boolean;
  onIncrement: (field: ExerciseField) => void;
  onNext: () => void;
}

const INCREMENTS: { field: ExerciseField; label: string }[] = [
  { field: 'sets', label: '+1 Set' },
  { field: 'reps', label: '+1 Rep' },
  { field: 'weight', label: '+1 kg' },
];

/**
 * The focused exercise's updates and Next. While an update is on its way the buttons ignore
 * presses (aria-disabled rather than disabled, so the keyboard focus stays on them).
 */
export function ExerciseActions({ exerciseName, busy, autoFocus, onIncrement, onNext }: Props) {
  const first = useRef<HTMLButtonElement>(null);
  // Each step is saved at once; offline it could only wait, so the buttons rest until the connection is back.
  const online = useOnline();
  const resting = busy || !online;
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);

  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={`Update ${exerciseName}`}>
      {INCREMENTS.map(({ field, label }, index) => (
        <Button
          key={field}
          ref={index === 0 ? first : undefined}
          size="sm"
          variant="outline-primary"
          aria-disabled={resting}
          onClick={() => !resting && onIncrement(field)}
        >
          {label}
        </Button>
      ))}
      <Button size="sm" variant="success" aria-disabled={resting} onClick={() => !resting && onNext()}>
        {t`Next`}
      </Button>
    </div>
  );
}
