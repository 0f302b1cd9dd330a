import { z } from 'zod';
import { FLAGS, ROLES, TIERS } from '../rules/roles.js';
import { LANGUAGES } from '../rules/languages.js';
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

export const languageSchema = z.enum(LANGUAGES);

/** What the owner sees of their own profile. */
export const myProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  /** Whether the owner followed the link mailed to this address (never in the public profile). */
  emailVerified: z.boolean(),
  profilePicture: z.string().nullable(),
  publicStats: z.boolean(),
  /** Whether others see the check-in calendar and streaks on the public profile. */
  publicActivity: z.boolean(),
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
});

/** Who this browser is signed in as: the own profile, or null for a guest. */
export const sessionProfileSchema = myProfileSchema.nullable();
export type MyProfile = z.infer<typeof myProfileSchema>;

/** The allow-listed projection anyone may read: never e-mail, flags or login records. */
export const publicProfileSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profilePicture: z.string().nullable(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  lastLogin: isoDateTime.nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const recentUserSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  profilePicture: z.string().nullable(),
  lastLogin: isoDateTime,
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
    publicActivity: z.boolean().optional(),
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
  publicActivity: z.boolean(),
  cancelPenalty: z.number().int(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  language: languageSchema.nullable(),
  permissions: permissionsSchema,
});
export type ProfileLiveFields = z.infer<typeof profileLiveFieldsSchema>;

export const accountExportSchema = z.object({
  exportedAt: isoDateTime,
  profile: myProfileSchema,
  /** Every row kept about the user, by table name, without credentials and tokens. */
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
