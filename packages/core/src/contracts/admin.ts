import { z } from 'zod';
import { flagSchema, permissionsSchema, roleSchema } from './profile.js';
import { text } from './text.js';

export const ADMIN_DENIED = {
  viewUsers: 'Insufficient permissions to view all users',
  updateRoles: 'Insufficient permissions to update user roles',
  addFlags: 'Insufficient permissions to add user flags',
  removeFlags: 'Insufficient permissions to remove user flags',
  grantPowerFlags: 'Only an administrator may grant a flag that carries power over others',
  viewMail: 'Insufficient permissions to view the mail status',
} as const;

export const adminUserRowSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  permissions: permissionsSchema,
  lastLogin: z.string().nullable(),
  rewardPoints: z.number().int(),
  punishmentPoints: z.number().int(),
  publicStats: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const changeRoleBodySchema = z.strictObject({ role: roleSchema });
export const addFlagBodySchema = z.strictObject({ flag: flagSchema });
export const userFlagParamsSchema = z.strictObject({ userId: z.uuid('Unknown user id'), flag: flagSchema });

export const bootstrapStateSchema = z.object({ adminExists: z.boolean() });

/** The one-time code the server prints at start while nobody is admin. */
export const claimFirstAdminBodySchema = z.strictObject({
  code: text().trim().min(1, 'Enter the setup code').max(200, 'That is not a setup code'),
});
export type ClaimFirstAdminBody = z.input<typeof claimFirstAdminBodySchema>;

/** A mail's attempt that the mail server refused or could not take. */
export const mailFailureSchema = z.object({
  /** When the attempt failed (ISO 8601). */
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The mail server's reply, or why it could not be reached. */
  error: z.string(),
});

/** The mail room as its job queue holds it, the same for every instance. */
export const mailStatusSchema = z.object({
  /** Mails not sent yet: queued, being sent, or waiting for a retry. */
  waiting: z.number().int().nonnegative(),
  /** Reminders not delivered yet, by e-mail, push or both: each counts once. */
  remindersWaiting: z.number().int().nonnegative(),
  /** Mails whose every attempt failed, among those the queue still keeps (about a week). */
  givenUp: z.number().int().nonnegative(),
  /** The latest failed attempt of a mail the queue still keeps, even one a retry then delivered. */
  lastFailure: mailFailureSchema.nullable(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;
