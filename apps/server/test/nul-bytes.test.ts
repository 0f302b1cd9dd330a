import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, defaultFlagsFor, INSTRUCTION_SLIDES, ledgerCursor, tierForRole } from '@gauntlet/core';
import { setRole } from '../src/features/admin/admin.repository.js';
import { startFakeBoard, type FakeBoard } from './fake-board.js';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * PostgreSQL cannot store the NUL character. Generated from the OpenAPI document: for every
 * operation, a request the contract accepts is built from its schemas, then each text field of
 * its body, query and path gets a NUL byte in turn, and must be refused with 400 in the error
 * shape. The request without the NUL must pass validation, so each refusal is the NUL's doing.
 */
interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Parameter {
  in: 'query' | 'path';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  streams: boolean;
}

/** Values with meaning beyond their type, keyed by field name; everything else follows its schema. */
let serial = 0;
const MEANINGFUL: Record<string, () => unknown> = {
  email: () => `nul-${++serial}@example.com`,
  newEmail: () => `nul-new-${++serial}@example.com`,
  username: () => `nul_user${++serial}`,
  userName: () => `nul_user${++serial}`,
  // Valid by the contract but not the caller's: account deletion must not go through.
  password: () => 'not-the-password-1',
  timeZone: () => 'Europe/Madrid',
  metric: () => 'work-out-days',
  slideId: () => INSTRUCTION_SLIDES[0]!.slideId,
  file: () => 'tap.svg',
  url: () => 'https://static.example/1.png',
  category: () => 'Exercise',
  cursor: () => ledgerCursor(1),
  // Local times 'HH:MM' of the reminder settings.
  dailyCheckInTime: () => '09:00',
  start: () => '22:00',
  end: () => '08:00',
  // A token shaped as the unsubscribe link's (payload.signature); its signature does not match.
  token: () => 'dXNlciBsYXN0X2RheQ.c2lnbmF0dXJl',
  // An invite link's code: 32 base64url characters, of no invite.
  code: () => 'A'.repeat(32),
  // Where a provider's sign-in comes back to: a path of the app.
  returnTo: () => '/partner/invite/abc',
};

/** The same, where one route's field means something else than the name says elsewhere. */
const MEANINGFUL_ON: Record<string, Record<string, () => unknown>> = {
  // A partner's goal for the next challenge is one of the punishment catalogue.
  '/api/partner/players/{playerId}/goals': { metric: () => 'pun-lines' },
};

function example(schema: JsonSchema, name: string, meaningful = MEANINGFUL): unknown {
  // By name only where text goes: a reminder's `email` channel is a boolean, not an address.
  if (meaningful[name] && schema.type !== 'boolean') return meaningful[name]();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return example(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!, name, meaningful);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return crypto.randomUUID();
      return schema.format === 'date' ? new Date().toISOString().slice(0, 10) : 'Some text';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [example(schema.items ?? {}, name, meaningful)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, key, meaningful)]),
      );
    default:
      return null;
  }
}

/** The paths to every string in a value built by `example`. */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

function withNul(value: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = `${String(parent[last])}\u0000`;
  return copy;
}

let board: FakeBoard;
let server: TestServer;
let caller: TestUser;
let operations: Operation[];

beforeAll(async () => {
  board = await startFakeBoard();
  server = await startTestServer({ IMAGE_BOARD_URL: board.url });
  // An admin, so that no route refuses the caller before reading the request.
  caller = await server.signUp('nul_caller');
  await setRole(server.database.handle.db, caller.userId, 'admin', defaultFlagsFor('admin'), tierForRole('admin'));
  const document = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          responses?: unknown;
        }
      >
    >;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema ?? null,
      streams: JSON.stringify(operation.responses ?? {}).includes('text/event-stream'),
    })),
  );
});
afterAll(async () => {
  await server.close();
  await board.close();
});

/**
 * Left out, as they read no text: signing out would end the caller's session for the routes
 * after it, and the event stream never ends.
 */
const walked = () => operations.filter((operation) => operation.path !== accountApi.signOut.path && !operation.streams);

function send(operation: Operation, body: unknown, params: Record<string, string>, query: Record<string, string>) {
  const url =
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]!)) +
    (Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '');
  return server.request({ method: operation.method, url, ...(body === null ? {} : { payload: body }), as: caller });
}

describe('a NUL byte in any text a route accepts', () => {
  it('is refused with 400 in the error shape, in every body, query and path field', async () => {
    let checked = 0;
    for (const operation of walked()) {
      // Built anew for each request: a sign-up must not collide with the one before it.
      const build = () => {
        const values = (where: string) =>
          Object.fromEntries(
            operation.parameters
              .filter((parameter) => parameter.in === where)
              .map((parameter) => [parameter.name, String(example(parameter.schema, parameter.name))]),
          );
        const meaningful = { ...MEANINGFUL, ...MEANINGFUL_ON[operation.path] };
        return {
          body: operation.body ? example(operation.body, '', meaningful) : null,
          params: values('path'),
          query: values('query'),
        };
      };
      const label = `${operation.method} ${operation.path}`;

      const plain = build();
      const accepted = await send(operation, plain.body, plain.params, plain.query);
      expect(accepted.statusCode, `${label} without a NUL: ${accepted.body}`).toBeLessThan(500);
      if (accepted.statusCode === 400) {
        expect(accepted.json().error.code, `${label} without a NUL`).not.toBe('validation_failed');
      }

      const withNulIn = (where: 'params' | 'query', name: string) => {
        const request = build();
        request[where] = { ...request[where], [name]: `${request[where][name]}\u0000` };
        return { field: `${where} ${name}`, ...request };
      };
      const variants = [
        ...textPaths(plain.body).map((path) => {
          const request = build();
          return { field: `body ${path.join('.')}`, ...request, body: withNul(request.body, path) };
        }),
        ...Object.keys(plain.params).map((name) => withNulIn('params', name)),
        ...Object.keys(plain.query).map((name) => withNulIn('query', name)),
      ];
      for (const variant of variants) {
        const response = await send(operation, variant.body, variant.params, variant.query);
        expect(response.statusCode, `${label}, NUL in ${variant.field}: ${response.body}`).toBe(400);
        expect(response.json(), `${label}, NUL in ${variant.field}`).toEqual({
          error: { code: expect.any(String), message: expect.any(String) },
        });
        checked += 1;
      }
    }
    // The walk reached the routes that store people's text.
    expect(checked).toBeGreaterThan(40);
  }, 120_000);
});
