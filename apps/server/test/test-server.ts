import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { accountApi, routeUrl, type ApiRoute, type RouteInput } from '@gauntlet/core';
import { loadConfig } from '../src/config.js';
import { createServer } from '../src/server.js';
import { checkInvariants } from '../src/ledger/invariants.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';
import { cheapPasswordHashing } from './cheap-password-hashing.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct-horse-1';
/** The servers' auth secret, from which the tests derive the keys the server derives from it. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

export interface TestUser {
  userId: string;
  email: string;
  userName: string;
  cookie: string;
}

/** The path parameters a route declares, required as its contract names them; none for a route without. */
type RouteParams<R extends ApiRoute> = RouteInput<R> extends { params: infer P } ? { params: P } : { params?: never };

/**
 * A request to a declared route: its path parameters and query fill the declaration's path, and
 * the rest (a `body`, `headers`, a `remoteAddress`) goes to `inject` as it is. The body is not held
 * to the contract, so a test can send what the contract refuses.
 */
export type CallOptions<R extends ApiRoute> = RouteParams<R> &
  Omit<InjectOptions, 'method' | 'url' | 'path' | 'query'> & { query?: Record<string, unknown>; as?: TestUser };

/** The input `call` takes: nothing for a route without path parameters. */
type CallArgs<R extends ApiRoute> = RouteInput<R> extends { params: unknown } ? [CallOptions<R>] : [CallOptions<R>?];

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** A request as the browser sends it: same origin, and the user's session cookie if given. */
  request(options: InjectOptions & { as?: TestUser }): Promise<LightMyRequestResponse>;
  /** A request to a route declared in core, with the method and path its declaration gives. */
  call<R extends ApiRoute>(route: R, ...options: CallArgs<R>): Promise<LightMyRequestResponse>;
  signUp(userName?: string, timeZone?: string): Promise<TestUser>;
  signIn(email: string, password?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = response.cookies.filter((cookie) => cookie.value);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function startTestServer(
  env: Record<string, string> = {},
  onQuery?: (query: string) => void,
  shared?: TestDatabase,
): Promise<TestServer> {
  const database = shared ?? (await openTestDatabase(onQuery));
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: TEST_AUTH_SECRET,
    AUTH_RATE_LIMIT: '1000',
    // Tests never reach the internet: a board test starts its own fake board.
    IMAGE_BOARD_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const app = await createServer(config, database.handle, { webRoot: '/nonexistent', passwordHashing: cheapPasswordHashing });

  const request: TestServer['request'] = ({ as, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { origin: TEST_ORIGIN, ...(as ? { cookie: as.cookie } : {}), ...headers },
    });

  const call: TestServer['call'] = (route, ...[options = {}]) => {
    const { params, query, ...rest } = options as CallOptions<ApiRoute>;
    return request({ ...rest, method: route.method, url: routeUrl(route, { params, query }) });
  };

  const signIn: TestServer['signIn'] = (email, password = TEST_PASSWORD) =>
    call(accountApi.signIn, { body: { email, password } });

  return {
    app,
    database,
    request,
    call,
    signIn,
    async signUp(userName = `user${++counter}`, timeZone = 'Europe/Madrid') {
      const email = `${userName.toLowerCase()}@example.com`;
      const response = await call(accountApi.signUp, {
        body: { email, password: TEST_PASSWORD, username: userName, acceptTerms: true, timeZone },
      });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      return { userId: response.json<{ userId: string }>().userId, email, userName, cookie: sessionCookie(response) };
    },
    async close() {
      await app.close();
      if (shared) {
        await database.handle.close();
        return;
      }
      const problems = await checkInvariants(database.handle.db);
      await database.dispose();
      if (problems.length) throw new Error(`Invariants broken:\n${problems.join('\n')}`);
    },
  };
}
