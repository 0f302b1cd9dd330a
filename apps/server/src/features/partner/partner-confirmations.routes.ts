import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerApi, partnerCheckInParamsSchema, partnerViewSchema, rejectCheckInSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { decideCheckIn } from './partner-confirmations.service.js';

/** A partner confirms or rejects the check-ins of a "partner confirms" challenge. */
export function partnerConfirmationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      partnerApi.confirmCheckIn.path,
      declared(partnerApi.confirmCheckIn, {
        summary: "Confirm one of my player's check-ins waiting for confirmation",
        params: partnerCheckInParamsSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        decideCheckIn(deps, requireViewer(request).userId, request.params.playerId, request.params.checkInId, {
          verdict: 'confirmed',
        }),
    );

    app.post(
      partnerApi.rejectCheckIn.path,
      declared(partnerApi.rejectCheckIn, {
        summary: "Reject one of my player's check-ins waiting for confirmation, with a reason: it is taken back",
        params: partnerCheckInParamsSchema,
        body: rejectCheckInSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        decideCheckIn(deps, requireViewer(request).userId, request.params.playerId, request.params.checkInId, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
    );
  };
}
