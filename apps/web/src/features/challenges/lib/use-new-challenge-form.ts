import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  CHALLENGE_LIMITS,
  durationDaysSchema,
  PUNISHMENT_GOAL_REWARD,
  suggestedChallengeSchema,
  type MetricChoice,
  type SuggestedChallenge,
  type UnconfirmedRule,
} from '@gauntlet/core';
import { ApiRequestError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMe } from '../../../lib/session';
import { useCreateChallenge, usePointsPreview } from '../api/challenge-api';
import { usePunishment } from '../api/punishment-api';
import { blankGoalCard, goalCardFromDraft, toGoalDraft, type GoalCardDraft } from './goal-card-draft';
import { goalCardProblem } from './goal-card-problem';
import { suggestionText } from './catalogue/suggestions';
import { paths } from '../../../lib/paths';

const DEFAULT_DURATION_DAYS = 7;
/** The points preview is asked for this long after the cards or the duration stop changing. */
const PREVIEW_DELAY_MS = 300;

function predefinedFrom(state: unknown): SuggestedChallenge | null {
  const parsed = suggestedChallengeSchema.safeParse((state as { predefined?: unknown } | null)?.predefined);
  return parsed.success ? parsed.data : null;
}

/** Why a duration (whole days, 1 to the limit) cannot be used; the field's text is empty or not a number too. */
function durationProblem(days: number): string {
  if (Number.isInteger(days) && days > CHALLENGE_LIMITS.maxDurationDays) {
    return t`Duration can be at most ${{ maxDays: CHALLENGE_LIMITS.maxDurationDays }} days`;
  }
  if (days > 1 && !Number.isInteger(days)) return t`Duration must be a whole number of days`;
  return t`Duration must be at least 1 day`;
}

/**
 * The new-challenge form: its fields (prefilled from a suggested or copied challenge passed in
 * the navigation state), the server's points preview, what still blocks submitting, and submit.
 */
export function useNewChallengeForm(routines: readonly MetricChoice[]) {
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const [predefined] = useState(() => predefinedFrom(location.state));
  // A suggestion's words arrive in the reader's language; from here on they are the user's own.
  const [title, setTitle] = useState(() => (predefined ? suggestionText(predefined).title : ''));
  const [description, setDescription] = useState(() => (predefined ? suggestionText(predefined).description : ''));
  const [durationText, setDurationText] = useState(String(predefined?.durationDays ?? DEFAULT_DURATION_DAYS));
  const [cards, setCards] = useState<GoalCardDraft[]>(() =>
    predefined ? predefined.goals.map(goalCardFromDraft) : [blankGoalCard(routines)],
  );
  const [titleTouched, setTitleTouched] = useState(false);
  // Cancelling asks the partner first; offered only while the live partner holds the lock.
  const [partnerApproves, setPartnerApproves] = useState(false);
  const punishment = usePunishment();
  const create = useCreateChallenge();
  // "Partner confirms" and its rule for check-ins still unconfirmed at the end; null: off.
  const [partnerConfirms, setPartnerConfirms] = useState<UnconfirmedRule | null>(null);

  const durationCheck = durationDaysSchema.safeParse(durationText.trim() === '' ? Number.NaN : Number(durationText));
  const durationDays = durationCheck.success ? durationCheck.data : null;
  const drafts = cards.map((card) => toGoalDraft(card, routines));
  const problems = cards.map((card) => goalCardProblem(card, routines, durationDays));

  const previewBody =
    durationDays !== null && cards.length > 0 && problems.every((problem) => problem === null)
      ? JSON.stringify({ durationDays, goals: drafts })
      : null;
  const debouncedBody = useDebouncedValue(previewBody, PREVIEW_DELAY_MS);
  const preview = usePointsPreview(debouncedBody);
  const freshPreview =
    previewBody !== null && debouncedBody === previewBody && !preview.isPlaceholderData ? preview.data : undefined;

  // The player's picks and their partner's goals both go into the challenge at submit.
  const punishmentGoals = [...(punishment.data?.picked ?? []), ...(punishment.data?.fromPartner ?? [])];
  const required = punishment.data?.required ?? me?.punishmentPoints ?? 0;
  const covered = punishment.data?.covered ?? 0;
  // Ordinary goals from the preview, plus the punishment goals (reward 1 each).
  const ordinaryPoints = cards.length === 0 ? [] : freshPreview?.goals;
  const totals = ordinaryPoints &&
    ordinaryPoints.length + punishmentGoals.length > 0 && {
      rewardPoints:
        ordinaryPoints.reduce((sum, goal) => sum + goal.rewardPoints, 0) + punishmentGoals.length * PUNISHMENT_GOAL_REWARD,
      punishmentPoints:
        ordinaryPoints.reduce((sum, goal) => sum + goal.punishmentPoints, 0) +
        punishmentGoals.reduce((sum, goal) => sum + goal.punishmentPoints, 0),
    };

  const errors = {
    title: title.trim() ? null : t`Title is required`,
    duration: durationCheck.success ? null : durationProblem(Number(durationText)),
  };
  const reasons = [
    errors.title,
    errors.duration,
    cards.length + punishmentGoals.length === 0 ? t`Add at least one goal` : null,
    ...problems.map((problem, index) => (problem ? t`Goal ${{ number: index + 1 }}: ${problem}` : null)),
    covered < required ? t`Pick punishment goals covering your ${required} PP (covered so far: ${covered})` : null,
  ].filter((reason): reason is string => reason !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTitleTouched(true);
    if (reasons.length > 0 || durationDays === null || create.isPending) return;
    try {
      await create.mutateAsync({
        title: title.trim(),
        description: description.trim(),
        durationDays,
        goals: drafts,
        ...(partnerConfirms && { partnerConfirms }),
        partnerApproves,
      });
      await navigate(paths.dashboard);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'punishment_not_covered') void punishment.refetch();
    }
  };

  return {
    fields: { title, description, durationText, titleTouched },
    setTitle,
    setDescription,
    setDurationText,
    touchTitle: () => setTitleTouched(true),
    partnerApproves,
    setPartnerApproves,
    errors,
    durationDays,
    cards,
    problems,
    canAddCard: cards.length < CHALLENGE_LIMITS.maxGoals,
    addCard: () => setCards((current) => [...current, blankGoalCard(routines)]),
    updateCard: (index: number, card: GoalCardDraft) =>
      setCards((current) => current.map((entry, position) => (position === index ? card : entry))),
    removeCard: (index: number) => setCards((current) => current.filter((_, position) => position !== index)),
    goalPoints: freshPreview?.goals,
    totals,
    previewFailed: preview.isError && previewBody !== null,
    reasons,
    partnerConfirms,
    setPartnerConfirms,
    create,
    submit,
  };
}

export type NewChallengeForm = ReturnType<typeof useNewChallengeForm>;
