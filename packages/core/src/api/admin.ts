import type { z } from 'zod';
import type {
  addFlagBodySchema,
  adminUserRowSchema,
  bootstrapStateSchema,
  changeRoleBodySchema,
  claimFirstAdminBodySchema,
  mailStatusSchema,
  userFlagParamsSchema,
} from '../contracts/admin.js';
import type { userIdParamsSchema } from '../contracts/profile.js';
import { route } from './route.js';

type Row = typeof adminUserRowSchema;

export const adminApi = {
  users: route<{ response: z.ZodArray<Row> }>('GET', '/api/admin/users', 'role:admin'),
  changeRole: route<{ params: typeof userIdParamsSchema; body: typeof changeRoleBodySchema; response: Row }>(
    'PUT',
    '/api/admin/users/:userId/role',
    'role:admin',
  ),
  addFlag: route<{ params: typeof userIdParamsSchema; body: typeof addFlagBodySchema; response: Row }>(
    'POST',
    '/api/admin/users/:userId/flags',
    'moderator',
  ),
  removeFlag: route<{ params: typeof userFlagParamsSchema; response: Row }>(
    'DELETE',
    '/api/admin/users/:userId/flags/:flag',
    'role:admin',
  ),
  mailStatus: route<{ response: typeof mailStatusSchema }>('GET', '/api/admin/mail', 'role:admin'),
  bootstrapState: route<{ response: typeof bootstrapStateSchema }>('GET', '/api/admin/bootstrap', 'signedIn'),
  claimFirstAdmin: route<{ body: typeof claimFirstAdminBodySchema; response: Row }>('POST', '/api/admin/bootstrap', 'signedIn'),
};
