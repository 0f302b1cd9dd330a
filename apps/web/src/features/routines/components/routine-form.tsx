import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { CheckedControl } from '../../../components/checked-control';
import type { Frequency, Routine, RoutineBody } from '@gauntlet/core';
import { FREQUENCY_OPTIONS } from '../lib/frequency-label';
import { blankExercise, checkDraft, draftFromRoutine, MAX_EXERCISES, type ExerciseDraft } from '../lib/routine-draft';
import { ExerciseFields } from './exercise-fields';
import { OnlineButton } from '../../../components/online-controls';

interface Props {
  /** The routine being edited; none when creating. */
  routine?: Routine;
  busy: boolean;
  /** After a successful save the form stays on screen, read-only, until the page moves on. */
  locked: boolean;
  /** Save outcome, shown above the buttons. */
  status?: ReactNode;
  onSubmit: (body: RoutineBody) => void;
  onCancel: () => void;
}

/** Name, description, frequency and exercises of a routine. */
export function RoutineForm({ routine, busy, locked, status, onSubmit, onCancel }: Props) {
  const [draft, setDraft] = useState(() => draftFromRoutine(routine));
  const [submitted, setSubmitted] = useState(false);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const check = checkDraft(draft);
  const nameMissing = submitted && !draft.name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.body && !busy && !locked) onSubmit(check.body);
  };
  const changeExercise = (index: number, exercise: ExerciseDraft) =>
    setDraft((current) => ({
      ...current,
      exercises: current.exercises.map((entry, position) => (position === index ? exercise : entry)),
    }));
  const removeExercise = (index: number) =>
    setDraft((current) => ({ ...current, exercises: current.exercises.filter((_, position) => position !== index) }));
  const addExercise = () => {
    const exercise = blankExercise();
    setFocusKey(exercise.key);
    setDraft((current) => ({ ...current, exercises: [...current.exercises, exercise] }));
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={routine ? 'Edit routine' : 'New routine'}>
      <fieldset disabled={locked} className="d-grid gap-3">
        <Card>
          <Card.Body className="d-grid gap-3">
            <Form.Group controlId="routine-name">
              <Form.Label>{t`Routine name`}</Form.Label>
              <CheckedControl
                value={draft.name}
                maxLength={80}
                required
                problem={nameMissing && 'Routine name is required'}
                onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))}
              />
            </Form.Group>
            <Form.Group controlId="routine-description">
              <Form.Label>{t`Description`}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                maxLength={500}
                value={draft.description}
                onChange={(event) => setDraft((current) => ({ ...current, description: event.target.value }))}
              />
            </Form.Group>
            <Form.Group controlId="routine-frequency">
              <Form.Label>{t`Frequency`}</Form.Label>
              <Form.Select
                value={draft.frequency}
                onChange={(event) => setDraft((current) => ({ ...current, frequency: event.target.value as Frequency }))}
              >
                {FREQUENCY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Card.Body>
        </Card>

        <section aria-labelledby="routine-exercises-title" className="d-grid gap-2">
          <h2 className="h5 mb-0" id="routine-exercises-title">
            {t`Exercises`}
          </h2>
          {draft.exercises.length === 0 && <p className="text-body-secondary mb-0">{t`No exercises yet. Add one below.`}</p>}
          {draft.exercises.map((exercise, index) => (
            <ExerciseFields
              key={exercise.key}
              index={index}
              exercise={exercise}
              errors={submitted ? (check.exerciseErrors[index] ?? {}) : {}}
              autoFocus={exercise.key === focusKey}
              onChange={(next) => changeExercise(index, next)}
              onRemove={() => removeExercise(index)}
            />
          ))}
          <div>
            <Button variant="outline-primary" onClick={addExercise} disabled={draft.exercises.length >= MAX_EXERCISES}>
              {t`Add Exercise`}
            </Button>
          </div>
        </section>

        {submitted && check.message && (
          <Alert variant="danger" className="mb-0" data-testid="routine-form-message">
            {check.message}
          </Alert>
        )}
        {status}
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <OnlineButton type="submit" disabled={busy}>
            {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {routine ? 'Update Routine' : 'Create Routine'}
          </OnlineButton>
        </div>
      </fieldset>
    </Form>
  );
}
