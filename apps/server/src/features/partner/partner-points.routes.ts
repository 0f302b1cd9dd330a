import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerApi, partnerGoalSchema, partnerPlayerParamsSchema, partnerPointsSchema, partnerViewSchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { addPartnerGoal } from './partner-goals.service.js';
import { handOutPoints } from './partner-points.service.js';

/** A partner punishes (with points or a goal) or rewards a player, within the limits the player set. */
export function partnerPointsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      partnerApi.punish.path,
      declared(partnerApi.punish, {
        summary: "Add punishment points to one of my players, with a reason, within today's limit",
        params: partnerPlayerParamsSchema,
        body: partnerPointsSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) => handOutPoints(deps, requireViewer(request).userId, request.params.playerId, 'punished', request.body),
    );

    app.post(
      partnerApi.reward.path,
      declared(partnerApi.reward, {
        summary: "Grant reward points to one of my players, with a reason, within today's limit",
        params: partnerPlayerParamsSchema,
        body: partnerPointsSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) => handOutPoints(deps, requireViewer(request).userId, request.params.playerId, 'rewarded', request.body),
    );

    app.post(
      partnerApi.addGoal.path,
      declared(partnerApi.addGoal, {
        summary: "Add a punishment goal of the catalogue to my player's next challenge, with a reason, within the limit",
        params: partnerPlayerParamsSchema,
        body: partnerGoalSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) => addPartnerGoal(deps, requireViewer(request).userId, request.params.playerId, request.body),
    );
  };
}
