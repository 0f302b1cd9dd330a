import { t } from '@lingui/core/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ExerciseField } from '@gauntlet/core';
import type { TrainingItem } from '../lib/training-session';
import { ExerciseItem } from './exercise-item';

interface Props {
  items: readonly TrainingItem[];
  focus: number;
  reorderable: boolean;
  busy: boolean;
  /** Move the keyboard focus to the focused exercise's buttons (after Next). */
  focusActions: boolean;
  onReorder: (from: number, to: number) => void;
  onIncrement: (field: ExerciseField) => void;
  onNext: () => void;
}

/** The session's exercises, sortable by their handles until training starts. */
export function ExerciseList({ items, focus, reorderable, busy, focusActions, onReorder, onIncrement, onNext }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.key === id);
  const nameOf = (id: UniqueIdentifier) => items[indexOf(id)]?.exercise.name ?? t`Exercise`;
  const position = (id: UniqueIdentifier) => t`position ${{ position: indexOf(id) + 1 }} of ${{ count: items.length }}`;

  const screenReaderInstructions = {
    draggable: t`To reorder, press Space or Enter to pick the exercise up, the up and down arrow keys to move it, Space or Enter again to drop it, or Escape to cancel.`,
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${{ exercise: nameOf(active.id) }}, at ${{ position: position(active.id) }}.`,
    onDragOver: ({ active, over }) =>
      over
        ? t`${{ exercise: nameOf(active.id) }} moved to ${{ position: position(over.id) }}.`
        : t`${{ exercise: nameOf(active.id) }} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? t`${{ exercise: nameOf(active.id) }} dropped at ${{ position: position(over.id) }}.`
        : t`${{ exercise: nameOf(active.id) }} dropped.`,
    onDragCancel: ({ active }) => t`Moving ${{ exercise: nameOf(active.id) }} was cancelled.`,
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onReorder(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className="list-unstyled d-grid gap-2 mb-0" aria-label={t`Exercises`} data-testid="training-exercises">
          {items.map((item, index) => (
            <ExerciseItem
              key={item.key}
              item={item}
              focused={index === focus}
              reorderable={reorderable}
              busy={busy}
              autoFocus={focusActions}
              onIncrement={onIncrement}
              onNext={onNext}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
