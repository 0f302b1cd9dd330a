import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
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

const INCREMENTS: { field: ExerciseField; label: MessageDescriptor }[] = [
  { field: 'sets', label: msg`+1 Set` },
  { field: 'reps', label: msg`+1 Rep` },
  { field: 'weight', label: msg`+1 kg` },
];

/**
 * The focused exercise's updates and Next. While an update is on its way the buttons ignore
 * presses (aria-disabled rather than disabled, so the keyboard focus stays on them).
 */
export function ExerciseActions({ exerciseName, busy, autoFocus, onIncrement, onNext }: Props) {
  const { i18n } = useLingui();
  const first = useRef<HTMLButtonElement>(null);
  // Each step is saved at once; offline it could only wait, so the buttons rest until the connection is back.
  const online = useOnline();
  const resting = busy || !online;
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);

  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t`Update ${exerciseName}`}>
      {INCREMENTS.map(({ field, label }, index) => (
        <Button
          key={field}
          ref={index === 0 ? first : undefined}
          size="sm"
          variant="outline-primary"
          aria-disabled={resting}
          onClick={() => !resting && onIncrement(field)}
        >
          {i18n._(label)}
        </Button>
      ))}
      <Button size="sm" variant="success" aria-disabled={resting} onClick={() => !resting && onNext()}>
        {t`Next`}
      </Button>
    </div>
  );
}
