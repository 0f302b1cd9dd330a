import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerCsvQuerySchema, ledgerPageSchema, ledgerQuerySchema, pointsApi } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './points.service.js';

export function pointsRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      pointsApi.history.path,
      declared(pointsApi.history, {
        summary: 'My point movements, newest first, a page at a time',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema },
      }),
      (request) => service.listLedger(db, requireViewer(request).userId, request.query),
    );

    app.get(
      pointsApi.historyCsv.path,
      declared(pointsApi.historyCsv, {
        summary: 'My whole points history as a CSV file, times in my time zone',
        querystring: ledgerCsvQuerySchema,
        produces: ['text/csv'],
      }),
      async (request, reply) => {
        const csv = await service.ledgerCsvOf(db, requireViewer(request).userId, request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="gauntlet-points.csv"')
          .send(csv);
      },
    );
  };
}
