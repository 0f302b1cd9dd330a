import { z } from 'zod';
import { text } from './text.js';
import { CATEGORIES, GRADING_TYPES } from '../catalogue/categories.js';
import { ACTIVITY_STATES } from '../rules/activity-calendar.js';

export const categorySchema = z.enum(CATEGORIES);
export const gradingTypeSchema = z.enum(GRADING_TYPES);

/** A metric key: lower-case letters, digits and dashes, e.g. work-out-days or rout-<id>. */
export const metricKeySchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Unknown metric');

/** The largest value a metric takes: a set value above it is refused, a step ends at it. */
export const MAX_METRIC_VALUE = 1_000_000;
const metricValueSchema = z.number().finite().min(0).max(MAX_METRIC_VALUE);
const goalValueSchema = z
  .number({ error: 'Enter a goal value of 0 or more.' })
  .finite('Enter a goal value of 0 or more.')
  .min(0, 'Enter a goal value of 0 or more.')
  .max(MAX_METRIC_VALUE, 'A goal value can be at most 1,000,000.');

/** One goal card as the client submits it; points are never taken from the client. */
export const goalDraftSchema = z.strictObject({
  category: categorySchema.refine((category) => category !== 'Punishment', 'Punishment goals are picked from the offers'),
  metric: metricKeySchema,
  gradingType: gradingTypeSchema,
  goalValue: goalValueSchema,
  title: text().trim().max(100).optional(),
  description: text().trim().max(500).optional(),
});
export type GoalDraft = z.infer<typeof goalDraftSchema>;

/** The limits of a new challenge, shared by the form and the contract. */
export const CHALLENGE_LIMITS = { titleLength: 100, descriptionLength: 1000, maxDurationDays: 365, maxGoals: 20 } as const;

export const durationDaysSchema = z
  .number()
  .int()
  .min(1, 'Duration must be at least 1 day')
  .max(CHALLENGE_LIMITS.maxDurationDays, `Duration can be at most ${CHALLENGE_LIMITS.maxDurationDays} days`);

/**
 * "Partner confirms": the challenge's check-ins wait for the partner's confirmation, and what the
 * end does with those still waiting, chosen at submit: count them, or not.
 */
export const unconfirmedRules = ['count', 'dont_count'] as const;
export const unconfirmedRuleSchema = z.enum(unconfirmedRules);
export type UnconfirmedRule = z.infer<typeof unconfirmedRuleSchema>;

export const newChallengeBodySchema = z.strictObject({
  title: text().trim().min(1, 'Title is required').max(CHALLENGE_LIMITS.titleLength),
  /** Optional: a challenge started from a suggestion in one tap has only what the suggestion says. */
  description: text().trim().max(CHALLENGE_LIMITS.descriptionLength).default(''),
  durationDays: durationDaysSchema,
  goals: z.array(goalDraftSchema).max(CHALLENGE_LIMITS.maxGoals),
  /** Left out: the check-ins count as they are made. Only with a partner who holds the `confirm` right. */
  partnerConfirms: unconfirmedRuleSchema.optional(),
  /**
   * Cancelling this challenge asks the player's partner first; only a player whose live partner
   * holds the `lock` right can turn it on. The player's cancel without approval always remains.
   */
  partnerApproves: z.boolean().default(false),
});
export type NewChallengeBody = z.infer<typeof newChallengeBodySchema>;
/** What a client sends to start a challenge: the defaults (no description, no partner approval) may be left out. */
export type NewChallengeInput = z.input<typeof newChallengeBodySchema>;

export const pointsPreviewBodySchema = z.strictObject({
  durationDays: durationDaysSchema,
  goals: z.array(goalDraftSchema).max(CHALLENGE_LIMITS.maxGoals),
});

export type PointsPreviewBody = z.infer<typeof pointsPreviewBodySchema>;

export const goalPointsSchema = z.object({
  title: z.string(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
});
export const pointsPreviewSchema = z.object({ goals: z.array(goalPointsSchema) });
export type PointsPreview = z.infer<typeof pointsPreviewSchema>;

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: categorySchema,
  metric: z.string(),
  gradingType: gradingTypeSchema,
  goalValue: z.number(),
  /** The metric's value when the challenge started (0 for metrics that restart): progress counts from it. */
  startValue: z.number(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
});
export type Goal = z.infer<typeof goalSchema>;

export const challengeStatusSchema = z.enum(['active', 'completed']);

export const challengeSchema = z.object({
  challengeId: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The IANA zone the challenge started in; its days are counted in it. */
  timeZone: z.string(),
  status: challengeStatusSchema,
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  /** The carried PP the start deducted; a cancel makes them owed again. */
  punishmentWorkedOff: z.number().int(),
  /** The player chose at submit that a cancel asks their partner first. */
  partnerApproves: z.boolean(),
  goals: z.array(goalSchema),
  /** Null when the check-ins count as they are made; else the rule for those still unconfirmed at the end. */
  partnerConfirms: unconfirmedRuleSchema.nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const metricStateSchema = z.object({
  metric: z.string(),
  name: z.string(),
  unit: z.string(),
  currentValue: z.number(),
  lastUpdated: z.string().nullable(),
  /** From the active challenge's goal on this metric, for display; null without one. */
  gradingType: gradingTypeSchema.nullable(),
  checkedInToday: z.boolean(),
  /** Whether the active challenge has this metric's check-in for yesterday (in its zone). */
  checkedInYesterday: z.boolean(),
});
export type MetricState = z.infer<typeof metricStateSchema>;

/**
 * A check-in or a manual goal's "Completed" of a "partner confirms" challenge as both sides see
 * it: waiting, confirmed, or rejected with the partner's reason (a rejected check-in is taken
 * back, as an undo is; a rejected manual grade turns its switch back off).
 */
export const checkInConfirmationSchema = z.object({
  id: z.uuid(),
  /** What the partner confirms: a check-in, or a manual goal's grade (the day the player claimed it). */
  kind: z.enum(['check_in', 'manual_grade']),
  metric: z.string(),
  day: z.string().describe('Calendar date, YYYY-MM-DD'),
  state: z.enum(['pending', 'confirmed', 'rejected']),
  reason: z.string().nullable(),
});
export type CheckInConfirmation = z.infer<typeof checkInConfirmationSchema>;
/** The player's open request to cancel their challenge, waiting for the partner's answer. */
export const cancelRequestSchema = z.object({
  id: z.uuid(),
  reason: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

/** The player asks their partner to let them cancel, saying why if they like. */
export const askToCancelBodySchema = z.strictObject({ reason: text().trim().max(200).optional() });
export type AskToCancelBody = z.infer<typeof askToCancelBodySchema>;

/** Everything the dashboard shows about challenges, in one response. */
export const dashboardSchema = z.object({
  activeChallenge: challengeSchema.nullable(),
  /**
   * Whether cancelling the active challenge asks the partner first: it is a "partner approves"
   * challenge and the player's live partner holds the `lock` right today.
   */
  cancelNeedsApproval: z.boolean(),
  /** The open request to cancel the active challenge, if the player asked. */
  cancelRequest: cancelRequestSchema.nullable(),
  metrics: z.array(metricStateSchema),
  /** The active challenge's check-ins, newest first, when its partner confirms them; else empty. */
  confirmations: z.array(checkInConfirmationSchema),
  hasCompletedChallenge: z.boolean(),
  /** The most RP the active challenge can pay at its finish: 20 for each day no finished challenge paid; 0 without one. */
  rewardCap: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const historyEntrySchema = z.object({
  id: z.string(),
  challengeId: z.string(),
  name: z.string(),
  finishedDate: z.string(),
  status: z.enum(['Completed', 'Cancelled']),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  /** How many of its goals a finish passed; null for a cancel and for finishes before they were counted. */
  goalsPassed: z.number().int().nullable(),
  goalCount: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const challengeIdParamsSchema = z.strictObject({ challengeId: z.uuid('Unknown challenge') });

/** One of the user's own challenges with its goals and, once it ended, how it ended. */
export const challengeDetailSchema = challengeSchema.extend({ outcome: historyEntrySchema.nullable() });
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;

export const finishBodySchema = z.strictObject({
  /** Final values for the AutomaticHigher and AutomaticLower goals' metrics. */
  values: z.record(metricKeySchema, metricValueSchema).default({}),
});

export const goalResultSchema = z.object({
  goalId: z.string(),
  title: z.string(),
  gradingType: gradingTypeSchema,
  currentValue: z.number(),
  goalValue: z.number(),
  succeeded: z.boolean(),
  /** What this goal paid, after the challenge's reward cap. */
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
});

export const challengeOutcomeSchema = z.object({
  status: z.enum(['Completed', 'Cancelled']),
  rewardPoints: z.number().int(),
  /** The passed goals' reward before the per-day cap; above rewardPoints when the cap applied. */
  uncappedRewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  /** On cancel: the carried PP the start had worked off, owed again on top of punishmentPoints. */
  restoredPunishmentPoints: z.number().int(),
  cancelPenalty: z.number().int(),
  goals: z.array(goalResultSchema),
});
export type ChallengeOutcome = z.infer<typeof challengeOutcomeSchema>;

/** A finished challenge as the next finish compares itself with it. */
export const finishedChallengeSummarySchema = z.object({
  name: z.string(),
  finishedDate: z.string(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  /** Null for a challenge finished before goal results were kept. */
  goalsPassed: z.number().int().nullable(),
  goalCount: z.number().int().nullable(),
});
export type FinishedChallengeSummary = z.infer<typeof finishedChallengeSummarySchema>;

/** A finish's outcome with the user's previous finished challenge (null when this is the first). */
export const finishOutcomeSchema = challengeOutcomeSchema.extend({
  previous: finishedChallengeSummarySchema.nullable(),
});
export type FinishOutcome = z.infer<typeof finishOutcomeSchema>;

export const metricParamsSchema = z.strictObject({ metric: metricKeySchema });

export const setMetricBodySchema = z.strictObject({ value: metricValueSchema });
/** Whether a number has at most two decimals, as the amounts a player types do (5.25 km). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
/**
 * What a step adds to a metric: 1 or −1 for "+" and "−", or the amount the player typed ("20"
 * km is one step, not twenty): never 0, at most two decimals, within a metric's range.
 */
export const stepDeltaSchema = z
  .number({ error: 'Enter an amount.' })
  .finite('Enter an amount.')
  .min(-MAX_METRIC_VALUE, 'An amount can be at most 1,000,000.')
  .max(MAX_METRIC_VALUE, 'An amount can be at most 1,000,000.')
  .refine((delta) => delta !== 0, 'Enter an amount other than 0.')
  .refine(hasAtMostTwoDecimals, 'Enter an amount with at most two decimals.');
export const stepMetricBodySchema = z.strictObject({ delta: stepDeltaSchema });
export const manualGradeBodySchema = z.strictObject({ completed: z.boolean() });
/** The calendar has no year 0, and the database refuses it: such a day is malformed, not merely too old. */
const checkInDaySchema = z.iso.date().refine((day) => !day.startsWith('0000-'), 'There is no year 0.');

/**
 * A check-in counts for `day` (today when left out), and a replay carrying the same
 * `idempotencyKey` (a UUID the client makes once per check-in) gets the first answer again. Without a
 * body it is today's check-in without a key.
 */
export const checkInBodySchema = z
  .strictObject({ day: checkInDaySchema.optional(), idempotencyKey: z.uuid().optional() })
  .nullish();
export type CheckInBody = NonNullable<z.infer<typeof checkInBodySchema>>;

/** The check-in to take back: the goal's check-in for `day`, which must have been made today. */
export const undoCheckInBodySchema = z.strictObject({ day: checkInDaySchema });

/** A metric's chart shows at most this many of its latest values. */
export const METRIC_HISTORY_LIMIT = 200;

/** A metric's latest values, oldest first, with the goal it is measured against. */
export const metricHistorySchema = z.object({
  metric: z.string(),
  name: z.string(),
  unit: z.string(),
  changes: z.array(z.object({ at: z.string().describe('ISO 8601 timestamp'), value: z.number() })),
  /** The active challenge's goal on this metric; null without one. */
  goal: z.object({ value: z.number(), gradingType: gradingTypeSchema }).nullable(),
});
export type MetricHistory = z.infer<typeof metricHistorySchema>;

const calendarDateSchema = z.string().describe('Calendar date, YYYY-MM-DD');

/** A user's check-in calendar (whole weeks, Monday first, the last holding today) and streaks. */
export const activitySchema = z.object({
  /** Today in the user's zone. */
  today: calendarDateSchema,
  days: z.array(z.object({ day: calendarDateSchema, checkIns: z.number().int(), state: z.enum(ACTIVITY_STATES) })),
  /** One per check-in metric, in days. */
  streaks: z.array(z.object({ metric: z.string(), name: z.string(), current: z.number().int(), longest: z.number().int() })),
});
export type Activity = z.infer<typeof activitySchema>;

export const punishmentOfferSchema = z.object({
  metric: z.string(),
  title: z.string(),
  description: z.string(),
  goalValue: z.number(),
  gradingType: gradingTypeSchema,
  punishmentPoints: z.number().int(),
  cost: z.number().int(),
});
export type PunishmentOffer = z.infer<typeof punishmentOfferSchema>;

/**
 * A punishment goal the player's partner put on the next challenge: it goes into the challenge at
 * submit and the player cannot take it out; `partner` is null once that account is gone.
 */
export const partnerAddedPunishmentSchema = punishmentOfferSchema.extend({
  partner: z.object({ userId: z.string(), userName: z.string() }).nullable(),
  reason: z.string(),
  addedAt: z.string().describe('ISO 8601 timestamp'),
});
export type PartnerAddedPunishment = z.infer<typeof partnerAddedPunishmentSchema>;

export const punishmentStateSchema = z.object({
  offers: z.array(punishmentOfferSchema),
  picked: z.array(punishmentOfferSchema),
  /** Not among the picks, and not covering the carried PP: a partner's punishment comes on top. */
  fromPartner: z.array(partnerAddedPunishmentSchema),
  /** PP carried on the profile that the picked goals must cover. */
  required: z.number().int(),
  covered: z.number().int(),
  rerollCost: z.number().int(),
});
export type PunishmentState = z.infer<typeof punishmentStateSchema>;

export const pickPunishmentBodySchema = z.strictObject({ metric: metricKeySchema });

export const suggestedChallengeSchema = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  durationDays: z.number().int(),
  goals: z.array(goalDraftSchema),
});
export type SuggestedChallenge = z.infer<typeof suggestedChallengeSchema>;
export const suggestionsSchema = z.array(suggestedChallengeSchema);

export const previousChallengeSchema = suggestedChallengeSchema.nullable();
