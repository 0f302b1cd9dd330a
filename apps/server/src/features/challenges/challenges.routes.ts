import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengeDetailSchema,
  challengeIdParamsSchema,
  challengeOutcomeSchema,
  challengesApi,
  challengeSchema,
  dashboardSchema,
  finishBodySchema,
  finishOutcomeSchema,
  historyEntrySchema,
  newChallengeBodySchema,
  pointsPreviewBodySchema,
  pointsPreviewSchema,
  PREMIUM_SUGGESTED_CHALLENGES,
  previousChallengeSchema,
  suggestionsSchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import { cancelChallenge, finishChallenge } from './challenge-end.service.js';
import { submitChallenge } from './challenge-submit.service.js';
import * as service from './challenges.service.js';

export function challengeRoutes({ db, readCache }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      challengesApi.dashboard.path,
      declared(challengesApi.dashboard, {
        summary: 'My active challenge with its metrics',
        response: { 200: dashboardSchema },
      }),
      (request) => service.getDashboard(db, readCache, requireViewer(request).userId),
    );

    app.post(
      challengesApi.submit.path,
      declared(challengesApi.submit, {
        summary: 'Start a challenge (points are computed by the server)',
        body: newChallengeBodySchema,
        response: { 200: challengeSchema },
      }),
      (request) => submitChallenge(db, requireViewer(request).userId, request.body),
    );

    app.post(
      challengesApi.preview.path,
      declared(challengesApi.preview, {
        summary: 'The points each goal card would be worth',
        body: pointsPreviewBodySchema,
        response: { 200: pointsPreviewSchema },
      }),
      (request) => service.previewPoints(db, requireViewer(request).userId, request.body.durationDays, request.body.goals),
    );

    app.get(
      challengesApi.suggestions.path,
      declared(challengesApi.suggestions, { summary: 'Three suggested challenges', response: { 200: suggestionsSchema } }),
      (request) => service.suggestChallenges(db, requireViewer(request).userId),
    );

    app.get(
      challengesApi.premium.path,
      declared(challengesApi.premium, {
        summary: 'Harder challenges for premium users',
        response: { 200: suggestionsSchema },
      }),
      (request) => service.suggestChallenges(db, requireViewer(request).userId, PREMIUM_SUGGESTED_CHALLENGES),
    );

    app.get(
      challengesApi.previous.path,
      declared(challengesApi.previous, {
        summary: 'My last completed challenge, to copy',
        response: { 200: previousChallengeSchema },
      }),
      (request) => service.previousChallenge(db, requireViewer(request).userId),
    );

    app.post(
      challengesApi.finish.path,
      declared(challengesApi.finish, {
        summary: 'Finish my active challenge',
        body: finishBodySchema,
        response: { 200: finishOutcomeSchema },
      }),
      (request) => finishChallenge(db, requireViewer(request).userId, request.body.values),
    );

    app.post(
      challengesApi.cancel.path,
      declared(challengesApi.cancel, { summary: 'Cancel my active challenge', response: { 200: challengeOutcomeSchema } }),
      (request) => cancelChallenge(db, requireViewer(request).userId),
    );

    app.get(
      challengesApi.current.path,
      declared(challengesApi.current, {
        summary: "A user's current challenges",
        params: userIdParamsSchema,
        response: { 200: z.array(challengeSchema) },
      }),
      (request) => service.currentChallenges(db, request.viewer?.userId ?? null, request.params.userId),
    );

    app.get(
      challengesApi.challenge.path,
      declared(challengesApi.challenge, {
        summary: 'One of my challenges with its goals and how it ended',
        params: challengeIdParamsSchema,
        response: { 200: challengeDetailSchema },
      }),
      (request) => service.challengeDetail(db, requireViewer(request).userId, request.params.challengeId),
    );

    app.get(
      challengesApi.history.path,
      declared(challengesApi.history, {
        summary: "A user's finished and cancelled challenges",
        params: userIdParamsSchema,
        response: { 200: z.array(historyEntrySchema) },
      }),
      (request) => service.challengeHistory(db, request.viewer?.userId ?? null, request.params.userId),
    );
  };
}
