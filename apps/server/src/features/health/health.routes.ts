import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthApi, healthSchema, readySchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { ping } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { declared } from '../../http/declared-route.js';
import { migrationsFolder } from '../../locations.js';
import { findMigrationState, type MigrationState } from './readiness.repository.js';

/** The migrations this server's code comes with: the database must have had them all. */
const shippedMigrations = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

const notReady = (reason: string) => new AppError(503, 'not_ready', reason);

export function healthRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      healthApi.health.path,
      declared(healthApi.health, {
        summary: 'Liveness and database reachability, for load balancers',
        response: { 200: healthSchema },
      }),
      async () => {
        await ping(db);
        return { status: 'ok' as const };
      },
    );

    app.get(
      healthApi.ready.path,
      declared(healthApi.ready, {
        summary:
          "Whether this instance should get traffic, for a proxy's health check: 503 while migrations run, while the database lacks this version's migrations, or while it cannot be reached",
        response: { 200: readySchema },
      }),
      async () => {
        let state: MigrationState;
        try {
          state = await findMigrationState(db);
        } catch {
          throw notReady('The database cannot be reached.');
        }
        if (state.migrating) throw notReady('Migrations are running.');
        if (state.applied < shippedMigrations) throw notReady("The database lacks this version's migrations.");
        return { status: 'ready' as const };
      },
    );
  };
}
