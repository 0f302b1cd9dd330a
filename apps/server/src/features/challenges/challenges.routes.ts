import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengeOutcomeSchema,
  challengeSchema,
  dashboardSchema,
  finishBodySchema,
  historyEntrySchema,
  newChallengeBodySchema,
  pointsPreviewBodySchema,
  pointsPreviewSchema,
  PREMIUM_CHALLENGE_TEMPLATES,
  previousChallengeSchema,
  suggestionsSchema,
  userIdParamsSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { requireViewer } from '../../http/access.js';
import { cancelChallenge, finishChallenge } from './challenge-end.service.js';
import { submitChallenge } from './challenge-submit.service.js';
import * as service from './challenges.service.js';

export function challengeRoutes({ db, profileEvents }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['challenges'];

    app.get(
      '/api/challenges/dashboard',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: 'My active challenge with its metrics', response: { 200: dashboardSchema } },
      },
      (request) => service.getDashboard(db, requireViewer(request).userId),
    );

    app.post(
      '/api/challenges',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Start a challenge (points are computed by the server)',
          body: newChallengeBodySchema,
          response: { 200: challengeSchema },
        },
      },
      async (request) => {
        const { userId } = requireViewer(request);
        const challenge = await submitChallenge(db, userId, request.body);
        await profileEvents.publish(userId);
        return challenge;
      },
    );

    app.post(
      '/api/challenges/preview',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'The points each goal card would be worth',
          body: pointsPreviewBodySchema,
          response: { 200: pointsPreviewSchema },
        },
      },
      (request) => service.previewPoints(db, requireViewer(request).userId, request.body.durationDays, request.body.goals),
    );

    app.get(
      '/api/challenges/suggestions',
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: 'Three suggested challenges', response: { 200: suggestionsSchema } },
      },
      (request) => service.suggestChallenges(db, requireViewer(request).userId),
    );

    app.get(
      '/api/challenges/premium',
      {
        config: { access: 'flag:premium_content' },
        schema: { tags, summary: 'Harder challenges for premium users', response: { 200: suggestionsSchema } },
      },
      (request) => service.suggestChallenges(db, requireViewer(request).userId, PREMIUM_CHALLENGE_TEMPLATES),
    );

    app.get(
      '/api/challenges/previous',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'My last completed challenge, to copy',
          response: { 200: previousChallengeSchema },
        },
      },
      (request) => service.previousChallenge(db, requireViewer(request).userId),
    );

    for (const [action, run] of [
      ['finish', (userId: string, values: Record<string, number>) => finishChallenge(db, userId, values)],
      ['cancel', (userId: string) => cancelChallenge(db, userId)],
    ] as const) {
      app.post(
        `/api/challenges/active/${action}`,
        {
          config: { access: 'signedIn' },
          schema: {
            tags,
            summary: action === 'finish' ? 'Finish my active challenge' : 'Cancel my active challenge',
            ...(action === 'finish' ? { body: finishBodySchema } : {}),
            response: { 200: challengeOutcomeSchema },
          },
        },
        async (request) => {
          const { userId } = requireViewer(request);
          const values = (request.body as z.infer<typeof finishBodySchema> | undefined)?.values ?? {};
          const outcome = await run(userId, values);
          await profileEvents.publish(userId);
          return outcome;
        },
      );
    }

    app.get(
      '/api/users/:userId/challenges',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A user's current challenges",
          params: userIdParamsSchema,
          response: { 200: z.array(challengeSchema) },
        },
      },
      (request) => service.currentChallenges(db, request.params.userId),
    );

    app.get(
      '/api/users/:userId/history',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A user's finished and cancelled challenges",
          params: userIdParamsSchema,
          response: { 200: z.array(historyEntrySchema) },
        },
      },
      (request) => service.challengeHistory(db, request.params.userId),
    );
  };
}
