import { z } from 'zod';
import { findPunishmentGoal } from '../catalogue/punishment-goals.js';
import { cancelRequestSchema, dashboardSchema, metricKeySchema } from './challenges.js';
import { ledgerEntrySchema } from './points.js';
import { routineLogSchema } from './routines.js';
import { text } from './text.js';

/**
 * What a player can let a partner do, each granted on its own. Seeing comes with every other
 * right: a partner who confirms, punishes, rewards or approves acts on what they can see.
 */
export const partnerRights = ['see', 'confirm', 'punish', 'reward', 'lock'] as const;
export type PartnerRight = (typeof partnerRights)[number];

/** The most a limit can be set to, so a typo cannot hand a partner unbounded power. */
export const PARTNER_LIMIT_MAX = 1000;

const limit = (max: number) => z.number().int().min(0).max(max);

/**
 * How far a partner's rights reach. Points are counted per day of the player's own calendar,
 * punishment goals per challenge.
 */
export const partnerLimitsSchema = z.strictObject({
  punishmentPointsPerDay: limit(PARTNER_LIMIT_MAX),
  rewardPointsPerDay: limit(PARTNER_LIMIT_MAX),
  punishmentGoalsPerChallenge: limit(20),
});
export type PartnerLimits = z.infer<typeof partnerLimitsSchema>;

/** The contract a player grants: the rights, each at most once, and their limits. */
export const partnerContractSchema = z
  .strictObject({
    rights: z
      .array(z.enum(partnerRights))
      .max(partnerRights.length)
      .refine((rights) => new Set(rights).size === rights.length, 'Name each right once.'),
    limits: partnerLimitsSchema,
  })
  .refine(
    ({ rights }) => rights.length === 0 || rights.includes('see'),
    'A partner who confirms, punishes, rewards or approves must also be able to see your challenge.',
  );
export type PartnerContract = z.infer<typeof partnerContractSchema>;

/** A player as a partner names them: the user name and the avatar only. */
export const partnerPersonSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type PartnerPerson = z.infer<typeof partnerPersonSchema>;

/** An invite's secret code: 32 base64url characters, shown once in the link the player shares. */
export const inviteCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This invite link is not complete.');
export const inviteCodeParamsSchema = z.strictObject({ code: inviteCodeSchema });

export const createInviteSchema = z.strictObject({ contract: partnerContractSchema });

/** The player's open invite; the code is in the answer to its creation only. */
export const openInviteSchema = z.object({
  contract: partnerContractSchema,
  expiresAt: z.string().describe('ISO 8601 timestamp'),
});
export type OpenInvite = z.infer<typeof openInviteSchema>;

export const createdInviteSchema = openInviteSchema.extend({ code: inviteCodeSchema });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

/** What an invitee sees before answering: who invites them and exactly what they could do. */
export const invitePreviewSchema = z.object({
  player: partnerPersonSchema,
  contract: partnerContractSchema,
  expiresAt: z.string().describe('ISO 8601 timestamp'),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/**
 * A partnership as either side sees it: the contract granted, the limits that apply today (half
 * of each while the partner is not yet trusted) and when trust comes.
 */
export const partnershipSchema = z.object({
  id: z.uuid(),
  player: partnerPersonSchema,
  partner: partnerPersonSchema,
  contract: partnerContractSchema,
  effectiveLimits: partnerLimitsSchema,
  startedAt: z.string().describe('ISO 8601 timestamp'),
  trustedFrom: z.string().describe('ISO 8601 timestamp'),
});
export type Partnership = z.infer<typeof partnershipSchema>;

export const changeContractSchema = z.strictObject({ contract: partnerContractSchema });

export const partnerPlayerParamsSchema = z.strictObject({ playerId: z.uuid('Unknown player') });

/** What a partner did, or what changed between the two, as both sides read it in the log. */
export const partnerActionKinds = [
  'paired',
  'contract_changed',
  'punished',
  'rewarded',
  'added_goal',
  'ended_by_player',
  'ended_by_partner',
  'confirmed_check_in',
  'rejected_check_in',
  'confirmed_manual_grade',
  'rejected_manual_grade',
  // The lock: the player's request to cancel, its answer, and the player's exit.
  'cancel_requested',
  'cancel_withdrawn',
  'cancel_approved',
  'cancel_denied',
  'cancelled_without_approval',
] as const;
export type PartnerActionKind = (typeof partnerActionKinds)[number];

export const partnerActionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(partnerActionKinds),
  actor: partnerPersonSchema.nullable(),
  points: z.number().int().nullable(),
  /** The punishment goal a partner added to the player's next challenge (`added_goal`). */
  goal: z.object({ metric: z.string(), title: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** The check-in or manual grade a confirmation or rejection was about: its goal's title and its day. */
  checkIn: z.object({ goalTitle: z.string(), day: z.string() }).nullable(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});
export type PartnerAction = z.infer<typeof partnerActionSchema>;

/** A reason a partner gives for an action, shown to the player and kept in the ledger. */
export const partnerReasonSchema = text().trim().min(1, 'Say why.').max(200);

/** One of a player's requests, as their partner answers it. */
export const partnerRequestParamsSchema = z.strictObject({
  playerId: z.uuid('Unknown player'),
  requestId: z.uuid('Unknown request'),
});

/** An approval may say why; a denial must, since the player is held to the challenge by it. */
export const approveRequestBodySchema = z.strictObject({ reason: partnerReasonSchema.optional() });
export type ApproveRequestBody = z.infer<typeof approveRequestBodySchema>;
export const denyRequestBodySchema = z.strictObject({ reason: partnerReasonSchema });
export type DenyRequestBody = z.infer<typeof denyRequestBodySchema>;

/** Punishment or reward points a partner hands out. */
export const partnerPointsSchema = z.strictObject({
  points: z.number().int().min(1).max(PARTNER_LIMIT_MAX),
  reason: partnerReasonSchema,
});
export type PartnerPoints = z.infer<typeof partnerPointsSchema>;

/** One check-in of a player, as the partner confirms or rejects it. */
export const partnerCheckInParamsSchema = z.strictObject({
  playerId: z.uuid('Unknown player'),
  checkInId: z.uuid('Unknown check-in'),
});

/** One manual goal's grade of a player, as the partner confirms or rejects it. */
export const partnerManualGradeParamsSchema = z.strictObject({
  playerId: z.uuid('Unknown player'),
  gradeId: z.uuid('Unknown grade'),
});

/** A rejection always says why; the player reads it. */
export const rejectCheckInSchema = z.strictObject({ reason: partnerReasonSchema });
/** A punishment goal of the catalogue a partner adds to the player's next challenge, with a reason. */
export const partnerGoalSchema = z.strictObject({
  metric: metricKeySchema.refine(
    (metric) => findPunishmentGoal(metric) !== undefined,
    'Pick a goal of the punishment catalogue.',
  ),
  reason: partnerReasonSchema,
});
export type PartnerGoal = z.infer<typeof partnerGoalSchema>;

/**
 * The punishment goals this partner added to the player's next challenge (not yet started), and
 * how many more the contract's per-challenge limit leaves.
 */
export const partnerNextGoalsSchema = z.object({
  added: z.array(
    z.object({ metric: z.string(), title: z.string(), reason: z.string(), addedAt: z.string().describe('ISO 8601 timestamp') }),
  ),
  left: z.number().int().min(0),
});
export type PartnerNextGoals = z.infer<typeof partnerNextGoalsSchema>;

/** What a partner has left of a day's limits, after what they handed out today. */
export const partnerAllowanceSchema = z.object({
  punishmentPointsLeftToday: z.number().int().min(0),
  rewardPointsLeftToday: z.number().int().min(0),
});
export type PartnerAllowance = z.infer<typeof partnerAllowanceSchema>;

/** One of a partner's players at a glance: their challenge today and their balances. */
export const partnerPlayerGlanceSchema = z.object({
  partnership: partnershipSchema,
  activeChallenge: z.object({ id: z.uuid(), title: z.string(), endsAt: z.string() }).nullable(),
  /** Check-in goals of the active challenge, and how many of them are checked in today. */
  checkInsDueToday: z.number().int().min(0),
  checkedInToday: z.number().int().min(0),
  /** The player's open request to cancel, for the partner to answer. */
  cancelRequest: cancelRequestSchema.nullable(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
});
export type PartnerPlayerGlance = z.infer<typeof partnerPlayerGlanceSchema>;

/**
 * The Partner page, for both sides at once: as a player, the partner (or the open invite) and
 * the log of the partnership; as a partner, every player held.
 */
export const partnerPageSchema = z.object({
  asPlayer: z.object({
    partnership: partnershipSchema.nullable(),
    invite: openInviteSchema.nullable(),
    actions: z.array(partnerActionSchema),
  }),
  asPartner: z.array(partnerPlayerGlanceSchema),
});
export type PartnerPage = z.infer<typeof partnerPageSchema>;

/**
 * A player as their partner sees them, read as often as a dashboard: the dashboard itself (the
 * active challenge, its goals and today's check-ins), the balances, the latest points moved and
 * routine logs, what the partner may still hand out today, and the partnership's log.
 */
export const partnerViewSchema = z.object({
  partnership: partnershipSchema,
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  dashboard: dashboardSchema,
  recentPoints: z.array(ledgerEntrySchema).max(20),
  recentRoutineLogs: z.array(routineLogSchema).max(10),
  allowance: partnerAllowanceSchema,
  nextChallengeGoals: partnerNextGoalsSchema,
  actions: z.array(partnerActionSchema),
});
export type PartnerView = z.infer<typeof partnerViewSchema>;

/** The last event of a partner's stream: the partnership ended, or the right to see was taken back. */
export const partnerStreamEndedSchema = z.object({ reason: z.enum(['partnership_ended', 'right_withdrawn', 'session_ended']) });
export type PartnerStreamEnded = z.infer<typeof partnerStreamEndedSchema>;
