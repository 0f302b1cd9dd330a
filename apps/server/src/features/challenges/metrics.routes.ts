import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengesApi,
  manualGradeBodySchema,
  metricHistorySchema,
  metricParamsSchema,
  metricStateSchema,
  setMetricBodySchema,
  stepMetricBodySchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './metrics.service.js';

export function metricRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: metricStateSchema };

    app.get(
      challengesApi.metrics.path,
      declared(challengesApi.metrics, { summary: 'My metrics', response: { 200: z.array(metricStateSchema) } }),
      (request) => service.listMetrics(db, requireViewer(request).userId),
    );

    app.post(
      challengesApi.stepMetric.path,
      declared(challengesApi.stepMetric, {
        summary: 'Add or take away one (never below 0)',
        params: metricParamsSchema,
        body: stepMetricBodySchema,
        response,
      }),
      (request) => service.stepMetric(db, requireViewer(request).userId, request.params.metric, request.body.delta),
    );

    app.put(
      challengesApi.setMetric.path,
      declared(challengesApi.setMetric, {
        summary: 'Set a metric value',
        params: metricParamsSchema,
        body: setMetricBodySchema,
        response,
      }),
      (request) => service.setMetric(db, requireViewer(request).userId, request.params.metric, request.body.value),
    );

    app.post(
      challengesApi.manualGrade.path,
      declared(challengesApi.manualGrade, {
        summary: 'The manual switch: 100 or 0',
        params: metricParamsSchema,
        body: manualGradeBodySchema,
        response,
      }),
      (request) => service.setManualGrade(db, requireViewer(request).userId, request.params.metric, request.body.completed),
    );

    app.get(
      challengesApi.metricHistory.path,
      declared(challengesApi.metricHistory, {
        summary: "My metric's latest values, with the active goal on it",
        params: metricParamsSchema,
        response: { 200: metricHistorySchema },
      }),
      (request) => service.metricHistory(db, requireViewer(request).userId, request.params.metric),
    );
  };
}
