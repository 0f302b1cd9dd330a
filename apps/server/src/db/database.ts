import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { pgliteJobConnection } from '../jobs/pglite-job-connection.js';
import { migrationsFolder } from '../locations.js';
import type { DatabaseUsage } from '../metrics/scrape-gauges.js';
import { PgliteKeepingStatements } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Database`; repositories accept either so services decide the boundaries. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface ListenHandlers {
  onPayload: (payload: string) => void;
  onLost: () => void;
  onReconnect: () => void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Receives NOTIFY payloads of a channel from every process on this database. `onLost` runs
   * when the listening connection is lost (notifications may go unheard until it is back), and
   * `onReconnect` when it is back.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /** Applies every pending migration of the one migration set. */
  migrate(): Promise<void>;
  /** The connection the job queue (pg-boss) sends its SQL through: the app's own. */
  jobConnection: PgBoss.Db;
  /**
   * PGlite only: its data directory as a tar, taken between two statements, so it is what a crash
   * at that moment would leave (committed work in the WAL, replayed when it is opened).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** Its connections at this moment, for the metrics. */
  usage(): DatabaseUsage;
  close(): Promise<void>;
}

/** An arbitrary constant: the advisory lock that serialises migrations across instances. */
export const MIGRATION_LOCK_ID = 7_420_031;

/** Called with every SQL statement sent through drizzle (tests count them). */
export type QueryListener = (query: string) => void;

const loggerFor = (onQuery?: QueryListener) => (onQuery ? { logQuery: (query: string) => onQuery(query) } : false);

/**
 * PGlite's shared buffers are zeroed at start, so all of them count in the process's memory
 * from the first moment: PostgreSQL's default of 128 MB was most of an idle server's RSS. The
 * data pages that do not fit are read from the files (which the OS caches), and the hot reads
 * are answered from the read cache (decision 0015).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * A prepared statement runs its generic plan, planned once (decision 0024): PGlite keeps every
 * statement (decision 0019) and the PostgreSQL driver names the hot ones. By default PostgreSQL
 * plans a statement again on each of its first five runs, and on every run after them while its
 * generic plan's estimate is higher than those of the plans made for the values, as for the
 * points history's page, whose limit and optional filters are parameters.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

export async function openPglite(dataDir: string, onQuery?: QueryListener): Promise<DatabaseHandle> {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PgliteKeepingStatements(dataDir, {
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      '-c',
      `plan_cache_mode=${PLAN_CACHE_MODE}`,
    ],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger: loggerFor(onQuery) }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    jobConnection: pgliteJobConnection(client),
    // In the same process, nothing can come between the database and its listener.
    listen: (channel, { onPayload }) => client.listen(channel, onPayload),
    async dumpDataDir() {
      // A checkpoint first leaves little WAL to replay when the copy is opened. Uncompressed, the
      // statements wait only while the files are read; the caller compresses it.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
    usage: () => ({ connections: 1, idle: client.busy ? 0 : 1, waiting: client.waiting }),
    close: () => client.close(),
  };
}

/**
 * `listen` may say where the LISTEN connection goes and how often it checks it is alive, when
 * they must differ from the pool's database and the defaults (tests route it through a proxy
 * they can freeze).
 */
export async function openPostgres(
  connectionString: string,
  onQuery?: QueryListener,
  listen: { connectionString?: string; heartbeat?: ListenerHeartbeat } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Set on each new connection, which the pool hands out only once it is done, by a statement
    // rather than a startup option, which connection poolers such as PgBouncer refuse.
    // pg-pool awaits the hook's promise; @types/pg still declares it as returning nothing.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client) => {
      await client.query(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
    },
  });
  // When an idle connection dies (PostgreSQL restarted or crashed), the pool drops it and emits
  // 'error'; unheard, that event would crash the process. The next query opens a new connection.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, logger: loggerFor(onQuery) }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Several instances may start together; one migrates while the others wait.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        lockClient.release();
      }
    },
    listen: (channel, handlers) =>
      listenOnPostgres(listen.connectionString ?? connectionString, channel, handlers, listen.heartbeat ?? HEARTBEAT),
    jobConnection: { executeSql: (text, values) => pool.query(text, values) },
    usage: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * How the listening connection is known to be alive: every HEARTBEAT_MS it NOTIFYs its own
 * channel with a token of its own, and unless the token comes back within HEARTBEAT_DEADLINE_MS
 * the connection is taken as lost, though no error came: a connection stalled on the way (a
 * frozen proxy or a dead peer that TCP has not noticed yet) delivers nothing and says nothing.
 */
export interface ListenerHeartbeat {
  everyMs: number;
  deadlineMs: number;
}
const HEARTBEAT: ListenerHeartbeat = { everyMs: 2000, deadlineMs: 3000 };
/**
 * The name the listening connection gives PostgreSQL, so an operator (and the crash test) can
 * tell it among the connections: its last statement is the heartbeat's, not the LISTEN.
 */
export const LISTENER_APPLICATION_NAME = 'gauntlet-listener';
/** A heartbeat's payload starts so, which no user id does; every instance skips the others'. */
const HEARTBEAT_PREFIX = 'heartbeat:';

/**
 * LISTEN needs a connection of its own, kept open and re-opened if the server drops it or it
 * stalls (TCP keepalive for a peer gone quiet, the heartbeat for the rest).
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  { onPayload, onLost, onReconnect }: ListenHandlers,
  heartbeat: ListenerHeartbeat,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let beating: NodeJS.Timeout | undefined;
  const reconnectLater = (): void => {
    if (!stopped) setTimeout(() => void connect().then(onReconnect, reconnectLater), RELISTEN_DELAY_MS);
  };
  /** Gives up on a connection once: its end may never complete, so it is not waited for. */
  const lose = (lost: pg.Client): void => {
    if (client !== lost) return;
    client = null;
    clearInterval(beating);
    void lost.end().catch(() => undefined);
    onLost();
    reconnectLater();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A reconnection that stalls too is given up and tried again.
      connectionTimeoutMillis: 5000,
    });
    let awaited: { token: string; deadline: NodeJS.Timeout } | null = null;
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      if (!message.payload.startsWith(HEARTBEAT_PREFIX)) return onPayload(message.payload);
      if (message.payload === awaited?.token) {
        clearTimeout(awaited.deadline);
        awaited = null;
      }
    });
    next.on('error', () => lose(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // A half-open connection would leak at every retry while the database is down.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    beating = setInterval(() => {
      if (awaited) return;
      const token = `${HEARTBEAT_PREFIX}${crypto.randomUUID()}`;
      awaited = { token, deadline: setTimeout(() => lose(next), heartbeat.deadlineMs) };
      next.query('select pg_notify($1, $2)', [channel, token]).catch(() => lose(next));
    }, heartbeat.everyMs);
    beating.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearInterval(beating);
    await client?.end().catch(() => undefined);
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pgdata'));
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
