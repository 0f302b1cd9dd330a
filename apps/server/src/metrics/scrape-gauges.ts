import { Gauge, Registry } from 'prom-client';
import { processRegistry } from './instruments.js';

/** The database's connections as its driver sees them at this moment. */
export interface DatabaseUsage {
  /** Connections open (PGlite: its one session). */
  connections: number;
  /** Of those, the ones doing nothing. */
  idle: number;
  /** Statements waiting for a connection (PostgreSQL) or for their turn in PGlite's one session. */
  waiting: number;
}

/** What an app reads when it is scraped, and only then. */
export interface ScrapeSources {
  databaseUsage: () => DatabaseUsage;
  /** Jobs waiting to be worked, by queue; one small statement. */
  jobQueueDepths: () => Promise<{ queue: string; waiting: number }[]>;
}

/**
 * The figures of one app: the process's counters (instruments.ts) with the gauges that are read
 * when Prometheus scrapes, so nothing polls the database or the job queue between scrapes.
 */
export function appRegistry(sources: ScrapeSources): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'gauntlet_db_connections',
    help: 'Database connections by state (busy, idle); PGlite has one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { connections, idle } = sources.databaseUsage();
      this.set({ state: 'busy' }, connections - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'gauntlet_db_waiting',
    help: 'Statements waiting for a database connection (PostgreSQL) or for their turn (PGlite)',
    registers: [registry],
    collect() {
      this.set(sources.databaseUsage().waiting);
    },
  });
  new Gauge({
    name: 'gauntlet_job_queue_waiting',
    help: 'Jobs waiting to be worked, by queue (absent while the database cannot be read)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // A scrape must answer while the database does not: the figure is left out, the rest is served.
      const depths = await sources.jobQueueDepths().catch(() => []);
      for (const { queue, waiting } of depths) this.set({ queue }, waiting);
    },
  });
  return Registry.merge([processRegistry, registry]);
}
