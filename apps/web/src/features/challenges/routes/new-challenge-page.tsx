import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  durationDaysSchema,
  PUNISHMENT_GOAL_REWARD,
  suggestedChallengeSchema,
  type NewChallengeBody,
  type SuggestedChallenge,
} from '@gauntlet/core';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { useRoutineChoices } from '../../routines';
import { useCreateChallenge, usePointsPreview } from '../api/challenge-api';
import { usePunishment } from '../api/punishment-api';
import { ChallengeDates } from '../components/challenge-dates';
import { GoalCard } from '../components/goal-card';
import { PointsText } from '../components/points-text';
import { RewardCapNote } from '../components/reward-cap-note';
import { PunishmentPicker } from '../components/punishment-picker';
import { blankGoalCard, goalCardFromDraft, toGoalDraft, type GoalCardDraft } from '../lib/goal-card-draft';
import { goalCardProblem } from '../lib/goal-card-problem';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNow } from '../../../lib/use-now';

const DEFAULT_DURATION_DAYS = 7;
/** newChallengeBodySchema accepts at most 20 goal cards. */
const MAX_GOAL_CARDS = 20;

function predefinedFrom(state: unknown): SuggestedChallenge | null {
  const parsed = suggestedChallengeSchema.safeParse((state as { predefined?: unknown } | null)?.predefined);
  return parsed.success ? parsed.data : null;
}

export default function NewChallengePage() {
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const [predefined] = useState(() => predefinedFrom(location.state));
  // The Routines category offers the user's routines as metrics `rout-{routineId}`.
  const routines = useRoutineChoices();
  const [title, setTitle] = useState(predefined?.title ?? '');
  const [description, setDescription] = useState(predefined?.description ?? '');
  const [durationText, setDurationText] = useState(String(predefined?.durationDays ?? DEFAULT_DURATION_DAYS));
  const [cards, setCards] = useState<GoalCardDraft[]>(() =>
    predefined ? predefined.goals.map(goalCardFromDraft) : [blankGoalCard(routines)],
  );
  const [touched, setTouched] = useState({ title: false, description: false });
  const now = useNow();
  const punishment = usePunishment();
  const create = useCreateChallenge();

  const durationCheck = durationDaysSchema.safeParse(durationText.trim() === '' ? Number.NaN : Number(durationText));
  const durationDays = durationCheck.success ? durationCheck.data : null;
  const drafts = cards.map((card) => toGoalDraft(card, routines));
  const problems = cards.map((card) => goalCardProblem(card, routines));

  // Server-computed points, asked for 300 ms after the cards or the duration stop changing.
  const previewBody =
    durationDays !== null && cards.length > 0 && problems.every((problem) => problem === null)
      ? JSON.stringify({ durationDays, goals: drafts })
      : null;
  const debouncedBody = useDebouncedValue(previewBody, 300);
  const preview = usePointsPreview(debouncedBody);
  const freshPreview =
    previewBody !== null && debouncedBody === previewBody && !preview.isPlaceholderData ? preview.data : undefined;

  const picked = punishment.data?.picked ?? [];
  const required = punishment.data?.required ?? me?.punishmentPoints ?? 0;
  const covered = punishment.data?.covered ?? 0;
  // Ordinary goals from the preview, plus the picked punishment goals (reward 1 each).
  const ordinaryPoints = cards.length === 0 ? [] : freshPreview?.goals;
  const totals = ordinaryPoints &&
    ordinaryPoints.length + picked.length > 0 && {
      rewardPoints: ordinaryPoints.reduce((sum, goal) => sum + goal.rewardPoints, 0) + picked.length * PUNISHMENT_GOAL_REWARD,
      punishmentPoints:
        ordinaryPoints.reduce((sum, goal) => sum + goal.punishmentPoints, 0) +
        picked.reduce((sum, goal) => sum + goal.punishmentPoints, 0),
    };

  const titleError = title.trim() ? null : 'Title is required';
  const descriptionError = description.trim() ? null : 'Description is required';
  const durationError = durationCheck.success
    ? null
    : (durationCheck.error.issues[0]?.message ?? 'Duration must be at least 1 day');
  const reasons = [
    titleError,
    descriptionError,
    durationError,
    cards.length + picked.length === 0 ? 'Add at least one goal' : null,
    ...problems.map((problem, index) => (problem ? `Goal ${index + 1}: ${problem}` : null)),
    covered < required ? `Pick punishment goals covering your ${required} PP (covered so far: ${covered})` : null,
  ].filter((reason): reason is string => reason !== null);

  if (!me) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ title: true, description: true });
    if (reasons.length > 0 || durationDays === null || create.isPending) return;
    const body: NewChallengeBody = { title: title.trim(), description: description.trim(), durationDays, goals: drafts };
    try {
      await create.mutateAsync(body);
      await navigate('/dashboard');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'punishment_not_covered') void punishment.refetch();
    }
  };

  const updateCard = (index: number, card: GoalCardDraft) =>
    setCards((current) => current.map((entry, position) => (position === index ? card : entry)));
  const removeCard = (index: number) => setCards((current) => current.filter((_, position) => position !== index));

  return (
    <div className="d-grid gap-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-0">New Challenge</h1>
      <Form onSubmit={(event) => void submit(event)} noValidate className="d-grid gap-4">
        <Card>
          <Card.Body>
            <Form.Group className="mb-3" controlId="challenge-title">
              <Form.Label>Title</Form.Label>
              <Form.Control
                value={title}
                maxLength={100}
                required
                onChange={(event) => setTitle(event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, title: true }))}
                isInvalid={touched.title && Boolean(titleError)}
              />
              <Form.Control.Feedback type="invalid">{titleError}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="challenge-description">
              <Form.Label>Description</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={description}
                maxLength={1000}
                required
                onChange={(event) => setDescription(event.target.value)}
                onBlur={() => setTouched((current) => ({ ...current, description: true }))}
                isInvalid={touched.description && Boolean(descriptionError)}
              />
              <Form.Control.Feedback type="invalid">{descriptionError}</Form.Control.Feedback>
            </Form.Group>
            <Row className="g-3 align-items-start">
              <Col xs={12} sm={4}>
                <Form.Group controlId="challenge-duration">
                  <Form.Label>Duration (days)</Form.Label>
                  <Form.Control
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={365}
                    step={1}
                    value={durationText}
                    onChange={(event) => setDurationText(event.target.value)}
                    isInvalid={Boolean(durationError)}
                  />
                  <Form.Control.Feedback type="invalid">{durationError}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col xs={12} sm={8}>
                <ChallengeDates now={now} timeZone={me.timeZone} durationDays={durationDays} />
              </Col>
            </Row>
          </Card.Body>
        </Card>

        <PunishmentPicker />

        <section aria-labelledby="goals-title" className="d-grid gap-3">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <h2 className="h5 mb-0" id="goals-title">
              Goals
            </h2>
            <span data-testid="challenge-totals">
              {totals ? (
                <>
                  Total: <PointsText {...totals} />
                </>
              ) : preview.isError && previewBody !== null ? (
                <small className="text-danger">Points preview unavailable.</small>
              ) : null}
            </span>
          </div>
          {durationDays !== null && <RewardCapNote durationDays={durationDays} />}
          {cards.length === 0 && <p className="text-body-secondary mb-0">No goals yet. Add one below.</p>}
          {cards.map((card, index) => (
            <GoalCard
              key={card.key}
              index={index}
              card={card}
              routines={routines}
              points={freshPreview?.goals[index]}
              problem={problems[index] ?? null}
              onChange={(next) => updateCard(index, next)}
              onRemove={() => removeCard(index)}
            />
          ))}
          <div>
            <Button
              variant="outline-primary"
              disabled={cards.length >= MAX_GOAL_CARDS}
              onClick={() => setCards((current) => [...current, blankGoalCard(routines)])}
            >
              Add Goal
            </Button>
            {cards.length >= MAX_GOAL_CARDS && (
              <small className="ms-2 text-body-secondary">A challenge holds at most {MAX_GOAL_CARDS} goals.</small>
            )}
          </div>
        </section>

        {create.error && (
          <Alert variant="danger">
            {errorMessage(create.error)}
            {create.error instanceof ApiRequestError && create.error.code === 'active_challenge_exists' && (
              <>
                {' '}
                <Link to="/dashboard">Go to the dashboard</Link>
              </>
            )}
          </Alert>
        )}
        <div className="d-grid gap-2">
          <div>
            <Button type="submit" size="lg" disabled={reasons.length > 0 || create.isPending}>
              {create.isPending ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  Submitting...
                </>
              ) : (
                'Submit Challenge'
              )}
            </Button>
          </div>
          {reasons.length > 0 && (
            <div className="small text-body-secondary" data-testid="submit-blockers" aria-live="polite">
              To submit:
              <ul className="mb-0">
                {reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Form>
    </div>
  );
}
