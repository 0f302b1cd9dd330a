import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  partnerApi,
  partnerCheckInParamsSchema,
  partnerManualGradeParamsSchema,
  partnerViewSchema,
  rejectCheckInSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { decideCheckIn, decideManualGrade } from './partner-confirmations.service.js';

/** A partner confirms or rejects the check-ins and manual grades of a "partner confirms" challenge. */
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

    app.post(
      partnerApi.confirmManualGrade.path,
      declared(partnerApi.confirmManualGrade, {
        summary: "Confirm my player's claim that a manual goal is completed",
        params: partnerManualGradeParamsSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        decideManualGrade(deps, requireViewer(request).userId, request.params.playerId, request.params.gradeId, {
          verdict: 'confirmed',
        }),
    );

    app.post(
      partnerApi.rejectManualGrade.path,
      declared(partnerApi.rejectManualGrade, {
        summary: "Reject my player's claim that a manual goal is completed, with a reason: the goal is not completed",
        params: partnerManualGradeParamsSchema,
        body: rejectCheckInSchema,
        response: { 200: partnerViewSchema },
      }),
      (request) =>
        decideManualGrade(deps, requireViewer(request).userId, request.params.playerId, request.params.gradeId, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
    );
  };
}
