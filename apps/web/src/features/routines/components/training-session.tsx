import { Trans } from '@lingui/react/macro';
import { plural, t } from '@lingui/core/macro';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert, Badge, Button } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import type { ExerciseField, Routine } from '@gauntlet/core';
import { errorMessage } from '../../../lib/error-text';
import { routineKeys } from '../../../lib/query-keys';
import { useUpdateRoutine } from '../api/routines-api';
import { useFinishSession, useIncrementExercise } from '../api/training-api';
import { moveItem } from '../lib/move-item';
import { forgetTraining, saveTraining } from '../lib/training-progress';
import { isFinished, resumeTraining, startTraining, trainingReducer, type TrainingState } from '../lib/training-session';
import { ExerciseList } from './exercise-list';
import { SessionFinishPanel } from './session-finish-panel';
import { TrainingTips } from './training-tips';

interface Props {
  routine: Routine;
  userId: string;
  /** The session in progress before a reload, picked up where it was. */
  resumed?: TrainingState;
  onChangeRoutine: () => void;
}

/**
 * One training session through a routine, from exercise 1 to Workout Complete. Until it is
 * complete it is kept for the tab (`training-progress`), so a reload goes on with it.
 */
export function TrainingSession({ routine, userId, resumed, onChangeRoutine }: Props) {
  const [state, dispatch] = useReducer(trainingReducer, routine.exercises, (exercises) =>
    resumed ? resumeTraining(resumed, exercises) : startTraining(exercises, crypto.randomUUID()),
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Keyboard focus follows Next to the new exercise's buttons (not on the first render).
  const [followFocus, setFollowFocus] = useState(false);
  const queryClient = useQueryClient();
  const increment = useIncrementExercise(routine.routineId);
  const saveOrder = useUpdateRoutine();
  const finish = useFinishSession(routine.routineId);
  const heading = useRef<HTMLHeadingElement>(null);

  const finished = isFinished(state);
  const busy = increment.isPending || saveOrder.isPending;
  const total = state.items.length;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (isFinished(state)) forgetTraining(userId);
    else saveTraining(userId, { routineId: routine.routineId, state });
  }, [state, userId, routine.routineId]);

  const onIncrement = (field: ExerciseField) => {
    if (busy || state.focus < 0) return;
    setProblem(null);
    increment.mutate(
      { index: state.focus, field },
      {
        onSuccess: (saved) => dispatch({ type: 'updated', exercises: saved.exercises }),
        onError: (error) => setProblem(t`This update was not saved. ${{ reason: errorMessage(error) }}`),
      },
    );
  };

  const onNext = () => {
    if (busy || state.focus < 0) return;
    setProblem(null);
    setFollowFocus(true);
    dispatch({ type: 'next' });
    if (state.focus === total - 1) finish.mutate({ sessionId: state.sessionId, score: Math.max(0, state.score) });
  };

  const onReorder = (from: number, to: number) => {
    if (state.started || busy) return;
    const exercises = moveItem(state.items, from, to).map((item) => item.exercise);
    dispatch({ type: 'reordered', from, to });
    setProblem(null);
    const body = { name: routine.name, description: routine.description, frequency: routine.frequency, exercises };
    saveOrder.mutate(
      { routineId: routine.routineId, body },
      {
        onError: () => {
          // Back to the order the server holds.
          const stored = queryClient
            .getQueryData<Routine[]>(routineKeys.mine)
            ?.find((entry) => entry.routineId === routine.routineId);
          dispatch({ type: 'restored', exercises: (stored ?? routine).exercises });
          setProblem(t`Failed to update routine. The previous order is back.`);
        },
      },
    );
  };

  const newSession = () => {
    finish.reset();
    setProblem(null);
    setFollowFocus(false);
    dispatch({ type: 'reset', sessionId: crypto.randomUUID() });
    heading.current?.focus();
  };

  return (
    <section className="d-grid gap-3" aria-labelledby="training-routine-name">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div>
          <h2 className="h4 mb-0 text-break" id="training-routine-name" tabIndex={-1} ref={heading}>
            {routine.name}
          </h2>
          <span className="text-body-secondary" data-testid="training-exercise-count">
            {plural(total, { one: '# exercise', other: '# exercises' })}
          </span>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2" aria-live="polite">
          {!finished && state.focus >= 0 && (
            <span data-testid="training-progress">
              <Trans>
                Exercise {{ number: state.focus + 1 }} of {total}
              </Trans>
            </span>
          )}
          {state.score > 0 && (
            <Badge bg="success" className="fs-6" data-testid="training-score">
              <Trans>Score: {{ score: state.score }}</Trans>
            </Badge>
          )}
        </div>
      </div>

      {!finished && <TrainingTips started={state.started} />}
      {problem && (
        <Alert variant="danger" className="mb-0">
          {problem}
        </Alert>
      )}

      {finished ? (
        <SessionFinishPanel
          status={finish.status}
          score={state.score}
          error={finish.error ? errorMessage(finish.error) : null}
          onRetry={() => finish.mutate({ sessionId: state.sessionId, score: Math.max(0, state.score) })}
          onNewSession={newSession}
        />
      ) : (
        <>
          <ExerciseList
            items={state.items}
            focus={state.focus}
            reorderable={!state.started}
            busy={busy}
            focusActions={followFocus}
            onReorder={onReorder}
            onIncrement={onIncrement}
            onNext={onNext}
          />
          <div>
            <Button variant="link" className="px-0" onClick={onChangeRoutine}>
              {t`Choose another routine`}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
