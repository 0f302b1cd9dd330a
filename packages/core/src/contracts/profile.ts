import { z } from 'zod';
import { FLAGS, ROLES, TIERS } from '../rules/roles.js';
import { LANGUAGES } from '../rules/languages.js';
import { SESSION_END_REASONS } from '../rules/account-rules.js';
import { passwordSchema, timeZoneSchema, userNameSchema } from './account.js';

export const roleSchema = z.enum(ROLES);
export const flagSchema = z.enum(FLAGS);
export const tierSchema = z.enum(TIERS);

export const permissionsSchema = z.object({
  role: roleSchema,
  flags: z.array(flagSchema),
  subscriptionTier: tierSchema,
});
export type Permissions = z.infer<typeof permissionsSchema>;

const isoDateTime = z.string().describe('ISO 8601 timestamp');
/** Only the player sees when they were last seen to the second; everyone else sees the day. */
const lastSeenDay = z.string().describe("Calendar date, YYYY-MM-DD, in the player's time zone");

export const languageSchema = z.enum(LANGUAGES);

/** What the owner sees of their own profile. */
export const myProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  /** Whether the owner followed the link mailed to this address (never in the public profile). */
  emailVerified: z.boolean(),
  profilePicture: z.string().nullable(),
  /** Whether visitors who are not signed in see the profile (signed-in players always do). */
  publicStats: z.boolean(),
  /** Whether others see the check-in calendar and streaks on the public profile. */
  publicActivity: z.boolean(),
  /** Whether signed-in players find the user in "Recently active". */
  showInRecentlyActive: z.boolean(),
  /** When the user last signed in or used a session on a new day. */
  lastLogin: isoDateTime.nullable(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  cancelPenalty: z.number().int(),
  timeZone: z.string(),
  /** The language the user chose, followed on every device; null until they choose one. */
  language: languageSchema.nullable(),
  /** Whether the player put away the first-run cards (check-ins, points, punishment) for good. */
  introDismissed: z.boolean(),
  permissions: permissionsSchema,
  /** How many of the bell's notifications the owner has not read. */
  unreadNotifications: z.number().int().min(0),
});

/** Who this browser is signed in as: the own profile, or null for a guest. */
export const sessionProfileSchema = myProfileSchema.nullable();
export type MyProfile = z.infer<typeof myProfileSchema>;

/**
 * Another player's profile: the allow-listed projection (never e-mail, flags or login records)
 * for signed-in players, and for visitors who are not signed in only when the player opened it
 * to them; otherwise just that it is not visible.
 */
export const publicProfileSchema = z.discriminatedUnion('visible', [
  z.object({
    userId: z.string(),
    visible: z.literal(true),
    userName: z.string(),
    profilePicture: z.string().nullable(),
    rewardPoints: z.number().int(),
    punishmentPoints: z.number().int(),
    lastSeenOn: lastSeenDay.nullable(),
    /** Whether the check-in calendar and streaks are shown (`challengesApi.activity` answers). */
    publicActivity: z.boolean(),
  }),
  z.object({ userId: z.string(), visible: z.literal(false) }),
]);
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const recentUserSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profilePicture: z.string().nullable(),
  lastSeenOn: lastSeenDay,
});
export const recentUsersSchema = z.array(recentUserSchema);
export type RecentUser = z.infer<typeof recentUserSchema>;

export const userIdParamsSchema = z.strictObject({
  userId: z.uuid('Unknown user id'),
});

export const updateProfileBodySchema = z
  .strictObject({
    userName: userNameSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    publicStats: z.boolean().optional(),
    publicActivity: z.boolean().optional(),
    showInRecentlyActive: z.boolean().optional(),
    language: languageSchema.optional(),
    /** Puts the first-run cards away for good: they never come back, so only true is accepted. */
    introDismissed: z.literal(true).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** The largest avatar file accepted; the server keeps a far smaller re-encoded copy. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The image types an avatar may be uploaded as. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Deleting asks who is there: the password of an account that has one; an account that signs
 * in only through a provider instead needs a sign-in from the last few minutes.
 */
export const deleteAccountBodySchema = z.strictObject({
  password: passwordSchema.optional(),
});
export const RECENT_SIGN_IN_MINUTES = 10;

/** How the caller's account signs in, so the app asks for the right proof before a deletion. */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  /** The outside providers linked to the account, by id. */
  providers: z.array(z.string()),
  /** When this session signed in. */
  signedInAt: isoDateTime,
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** The live fields pushed over the profile event stream. */
export const profileLiveFieldsSchema = z.object({
  userName: z.string(),
  publicStats: z.boolean(),
  publicActivity: z.boolean(),
  showInRecentlyActive: z.boolean(),
  cancelPenalty: z.number().int(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  language: languageSchema.nullable(),
  permissions: permissionsSchema,
  unreadNotifications: z.number().int().min(0),
});
export type ProfileLiveFields = z.infer<typeof profileLiveFieldsSchema>;

/** Why the session an event stream was opened with ended: its last event ("ended") says so. */
export const sessionEndedEventSchema = z.object({ reason: z.enum(SESSION_END_REASONS) });
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;

export const accountExportSchema = z.object({
  exportedAt: isoDateTime,
  profile: myProfileSchema,
  /** Every row kept about the user, by table name, without credentials and tokens. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
