import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFlagBodySchema,
  ADMIN_DENIED,
  adminApi,
  adminUserRowSchema,
  bootstrapStateSchema,
  changeRoleBodySchema,
  claimFirstAdminBodySchema,
  mailStatusSchema,
  userFlagParamsSchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { limitAttempts } from '../../auth/attempt-limit.js';
import { discardSetupCode } from './admin-setup-code.js';
import * as service from './admin.service.js';
import { mailStatus } from './mail-status.service.js';

export function adminRoutes({ db, changes, config, adminSetupCode }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: adminUserRowSchema };

    /** The affected user's open tabs learn their new permissions at once. */
    const announce = async <Row extends { userId: string }>(row: Row): Promise<Row> => {
      await changes.publish('user.changed', { userId: row.userId });
      return row;
    };

    app.get(
      adminApi.users.path,
      declared(
        adminApi.users,
        { summary: 'All users with their roles', response: { 200: z.array(adminUserRowSchema) } },
        { deniedMessage: ADMIN_DENIED.viewUsers },
      ),
      () => service.listUsers(db),
    );

    app.put(
      adminApi.changeRole.path,
      declared(
        adminApi.changeRole,
        {
          summary: "Change a user's role (resets flags and tier to the role's defaults)",
          params: userIdParamsSchema,
          body: changeRoleBodySchema,
          response,
        },
        { deniedMessage: ADMIN_DENIED.updateRoles },
      ),
      async (request) => announce(await service.changeRole(db, request.params.userId, request.body.role)),
    );

    app.post(
      adminApi.addFlag.path,
      declared(
        adminApi.addFlag,
        {
          summary: 'Add a feature flag to a user (a flag that carries power: administrators only)',
          params: userIdParamsSchema,
          body: addFlagBodySchema,
          response,
        },
        { deniedMessage: ADMIN_DENIED.addFlags },
      ),
      async (request) => announce(await service.addFlag(db, requireViewer(request), request.params.userId, request.body.flag)),
    );

    app.delete(
      adminApi.removeFlag.path,
      declared(
        adminApi.removeFlag,
        { summary: 'Remove a feature flag from a user', params: userFlagParamsSchema, response },
        { deniedMessage: ADMIN_DENIED.removeFlags },
      ),
      async (request) => announce(await service.removeFlag(db, request.params.userId, request.params.flag)),
    );

    app.get(
      adminApi.mailStatus.path,
      declared(
        adminApi.mailStatus,
        {
          summary: 'Mails and reminders waiting to be sent, mails given up, and the last failed attempt',
          response: { 200: mailStatusSchema },
        },
        { deniedMessage: ADMIN_DENIED.viewMail },
      ),
      () => mailStatus(db),
    );

    app.get(
      adminApi.bootstrapState.path,
      declared(adminApi.bootstrapState, {
        summary: 'Whether an administrator exists yet',
        response: { 200: bootstrapStateSchema },
      }),
      async () => ({ adminExists: await service.adminExists(db) }),
    );

    app.post(
      adminApi.claimFirstAdmin.path,
      declared(adminApi.claimFirstAdmin, {
        summary: "Become the first administrator with the server's setup code (only while there is none)",
        body: claimFirstAdminBodySchema,
        response,
      }),
      async (request, reply) => {
        await limitAttempts(
          db,
          reply,
          [`admin-setup:${request.ip}`],
          config.authRateLimit,
          'Too many setup code attempts. Wait a minute and try again.',
        );
        const row = await service.claimFirstAdmin(db, requireViewer(request).userId, request.body.code, adminSetupCode);
        discardSetupCode(config.dataDir);
        return announce(row);
      },
    );
  };
}
