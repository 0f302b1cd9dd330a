import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { CSSProperties } from 'react';
import { Badge } from 'react-bootstrap';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ExerciseField } from '@gauntlet/core';
import type { TrainingItem } from '../lib/training-session';
import { ExerciseActions } from './exercise-actions';

interface Props {
  item: TrainingItem;
  focused: boolean;
  /** Before the start: a drag handle is shown. */
  reorderable: boolean;
  /** A save is on its way: the handle and the buttons wait. */
  busy: boolean;
  autoFocus: boolean;
  onIncrement: (field: ExerciseField) => void;
  onNext: () => void;
}

/** One exercise of the session: name, 'sets x reps @ weight kg', and its controls or state. */
export function ExerciseItem({ item, focused, reorderable, busy, autoFocus, onIncrement, onNext }: Props) {
  const { exercise } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
    disabled: !reorderable || busy,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`card${focused ? ' border-primary border-2' : ''}${isDragging ? ' shadow' : ''}`}
      aria-current={focused ? 'step' : undefined}
      data-testid="training-exercise"
    >
      <div className="card-body d-flex flex-wrap align-items-center gap-2 p-2">
        {reorderable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-sm btn-outline-secondary"
            style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
            {...attributes}
            {...listeners}
            aria-label={t`Reorder ${{ exerciseName: exercise.name }}`}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <div className="flex-grow-1 text-break" style={{ minWidth: '8rem' }}>
          <h3 className="h6 mb-0" data-testid="exercise-name">
            {exercise.name}
          </h3>
          <span className="small" data-testid="exercise-values">
            <Trans>
              {{ sets: exercise.sets }} x {{ reps: exercise.reps }} @ {{ weight: exercise.weight }} kg
            </Trans>
          </span>
        </div>
        {focused ? (
          <ExerciseActions
            exerciseName={exercise.name}
            busy={busy}
            autoFocus={autoFocus}
            onIncrement={onIncrement}
            onNext={onNext}
          />
        ) : item.done ? (
          <Badge bg="success">{t`Complete`}</Badge>
        ) : (
          <Badge bg="secondary">{t`Waiting`}</Badge>
        )}
      </div>
    </li>
  );
}
