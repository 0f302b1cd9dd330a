import { z } from 'zod';
import { flagSchema, permissionsSchema, roleSchema } from './profile.js';
import { text } from './text.js';

export const ADMIN_DENIED = {
  viewUsers: 'Insufficient permissions to view all users',
  updateRoles: 'Insufficient permissions to update user roles',
  addFlags: 'Insufficient permissions to add user flags',
  removeFlags: 'Insufficient permissions to remove user flags',
  grantPowerFlags: 'Only an administrator may grant a flag that carries power over others',
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
