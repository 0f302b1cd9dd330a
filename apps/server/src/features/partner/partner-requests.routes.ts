import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRequestBodySchema,
  askToCancelBodySchema,
  challengeOutcomeSchema,
  dashboardSchema,
  denyRequestBodySchema,
  partnerRequestParamsSchema,
  partnerRequestsApi,
  partnerViewSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { answerRequest, askToCancel, cancelWithoutApproval, withdrawRequest } from './partner-requests.service.js';

/** The lock: the player asks to cancel, the partner approves or denies, and the player's exit. */
export function partnerRequestsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      partnerRequestsApi.ask.path,
      declared(partnerRequestsApi.ask, {
        summary: 'Ask my partner to let me cancel my active challenge',
        body: askToCancelBodySchema,
        response: { 200: dashboardSchema },
      }),
      (request) => askToCancel(deps, requireViewer(request).userId, request.body),
    );

    app.delete(
      partnerRequestsApi.withdraw.path,
      declared(partnerRequestsApi.withdraw, {
        summary: 'Withdraw my open request to cancel',
        response: { 200: dashboardSchema },
      }),
      (request) => withdrawRequest(deps, requireViewer(request).userId),
    );

    app.post(
      partnerRequestsApi.cancelWithoutApproval.path,
      declared(partnerRequestsApi.cancelWithoutApproval, {
        summary: "Cancel my active challenge without my partner's approval; my partner is told and it is recorded",
        response: { 200: challengeOutcomeSchema },
      }),
      (request) => cancelWithoutApproval(deps, requireViewer(request).userId),
    );

    app.post(
      partnerRequestsApi.approve.path,
      declared(partnerRequestsApi.approve, {
        summary: "Approve my player's request to cancel: their challenge is cancelled with its penalty",
        params: partnerRequestParamsSchema,
        body: approveRequestBodySchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        answerRequest(deps, requireViewer(request).userId, request.params.playerId, request.params.requestId, {
          approve: true,
          ...request.body,
        }),
    );

    app.post(
      partnerRequestsApi.deny.path,
      declared(partnerRequestsApi.deny, {
        summary: "Deny my player's request to cancel, saying why: their challenge goes on",
        params: partnerRequestParamsSchema,
        body: denyRequestBodySchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        answerRequest(deps, requireViewer(request).userId, request.params.playerId, request.params.requestId, {
          approve: false,
          ...request.body,
        }),
    );
  };
}
