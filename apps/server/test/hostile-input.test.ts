import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, defaultFlagsFor, profileApi, taggerApi, tierForRole, type Role } from '@gauntlet/core';
import { setRole } from '../src/features/admin/admin.repository.js';
import { databaseFingerprint } from './db-fingerprint.js';
import { startFakeBoard, type FakeBoard } from './fake-board.js';
import { startTestServer, type TestServer, type TestUser } from './test-server.js';

/**
 * Generated hostile requests against every operation of the OpenAPI document, from a fixed seed:
 * wrong types, missing and extra fields, huge and negative numbers, long strings, prototype
 * keys, broken JSON and invalid UTF-8, in bodies, query strings and path parameters, sent
 * anonymously, as the owner, as another user and as each role. Never a 5xx; every refusal is in
 * the error shape; and a batch of refused changes leaves the database exactly as it was. Every
 * upload route gets broken multipart bodies the same way.
 * FUZZ_REQUESTS sets the count (the full run: npm run test:fuzz).
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 1500);
const BATCH = 40;

function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20_261_122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const WEIRD_VALUES: unknown[] = [
  null,
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  3.7,
  '',
  ' ',
  'x'.repeat(10_000),
  [],
  {},
  true,
  false,
  '__proto__',
  '../../etc/passwd',
  '\u0000',
  '😀'.repeat(500),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '2026-13-45T99:99:99Z',
  'not-a-uuid',
  [1, 2, 3],
  { nested: { deep: [null] } },
];
const RAW_BODIES: (string | Buffer)[] = [
  '{"broken":',
  '{a:1}',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{"__proto__":{"admin":true},"role":"admin"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];

interface Operation {
  method: string;
  path: string;
  access: string;
  bodyProperties: string[] | null;
  queryNames: string[];
  streams: boolean;
}

/** The parts of `/api/openapi.json` this walk reads. */
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        'x-access'?: string;
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        parameters?: { in: string; name: string }[];
        responses?: unknown;
      }
    >
  >;
}

/** Upload bodies a careless or hostile client sends: Content-Type first, then the body. */
const PART = 'Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
const HOSTILE_UPLOADS: [string, string][] = [
  ['multipart/form-data', `--b\r\n${PART}xx\r\n--b--\r\n`],
  ['multipart/form-data; boundary=', `--\r\n${PART}xx\r\n----\r\n`],
  ['multipart/form-data; boundary=other', `--b\r\n${PART}xx\r\n--b--\r\n`],
  ['multipart/form-data; boundary=b', `--b\r\n${PART}xx`],
  ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n'],
  ['multipart/form-data; boundary=b', '--b\r\nno header end'],
  ['multipart/form-data; boundary=b', ''],
  ['multipart/mixed; boundary=b', `--b\r\n${PART}xx\r\n--b--\r\n`],
];

let board: FakeBoard;
let server: TestServer;
let operations: Operation[];
let actors: (TestUser | undefined)[];
let pathValues: string[];

beforeAll(async () => {
  board = await startFakeBoard();
  server = await startTestServer({ IMAGE_BOARD_URL: board.url });
  const owner = await server.signUp('fuzz_owner');
  const other = await server.signUp('fuzz_other');
  const roles: TestUser[] = [];
  for (const role of ['silver', 'moderator', 'admin'] as Role[]) {
    const user = await server.signUp(`fuzz_${role}`);
    await setRole(server.database.handle.db, user.userId, role, defaultFlagsFor(role), tierForRole(role));
    roles.push(user);
  }
  actors = [undefined, owner, other, ...roles];
  pathValues = [
    owner.userId,
    other.userId,
    '0b6f4a8e-3a51-4c4f-8a5e-1b2c3d4e5f60',
    'not-a-uuid',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(300),
    '-1',
    '0',
    '99999999999999999999',
    'ext-reading',
    'pun-lines',
    'shock-tap.svg',
    '%00',
    'premium_content',
  ];

  const document = (await server.request({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      access: String(operation['x-access']),
      bodyProperties: operation.requestBody
        ? Object.keys(operation.requestBody.content?.['application/json']?.schema?.properties ?? {})
        : null,
      queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      streams: JSON.stringify(operation.responses ?? {}).includes('text/event-stream'),
    })),
  );
});
afterAll(async () => {
  await server.close();
  await board.close();
});

function hostileBody(properties: string[]): string | Buffer {
  const kind = random();
  if (kind < 0.3) return pick(RAW_BODIES);
  const body: Record<string, unknown> = {};
  for (const name of properties) if (random() < 0.7) body[name] = pick(WEIRD_VALUES);
  if (random() < 0.4) body[pick(['isAdmin', 'rewardPoints', 'role', 'userId', 'extra'])] = pick(WEIRD_VALUES);
  return JSON.stringify(body);
}

function hostileQuery(names: string[]): string {
  const pairs = [...names, pick(['page', 'limit', 'tags', 'x', '__proto__'])]
    .filter(() => random() < 0.7)
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(pick(WEIRD_VALUES)))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

describe('hostile input on every route', () => {
  it(`answers ${TOTAL} generated requests without a 5xx, and refusals change nothing`, async () => {
    const db = server.database.handle.db;
    let baseline = await databaseFingerprint(db);
    let changedInBatch = false;
    const statuses = new Map<number, number>();

    for (let index = 1; index <= TOTAL; index += 1) {
      const actor = pick(actors);
      // A signed-in caller would keep a stream open, and signing out would end the caller's session.
      const usable = operations.filter((op) => !actor || (!op.streams && op.path !== accountApi.signOut.path));
      const operation = pick(usable);
      const url = operation.path.replace(/\{[^}]+\}/g, () => pick(pathValues)) + hostileQuery(operation.queryNames);
      const body = operation.bodyProperties
        ? hostileBody(operation.bodyProperties)
        : random() < 0.2
          ? pick(RAW_BODIES)
          : undefined;
      const response = await server.request({
        method: operation.method,
        url,
        ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
        as: actor,
      });
      const label = `${operation.method} ${url.slice(0, 120)} as ${actor?.userName ?? 'anonymous'}`;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(response.json(), label).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      } else if (operation.method !== 'GET') {
        changedInBatch = true;
      }

      if (index % BATCH === 0 || index === TOTAL) {
        const now = await databaseFingerprint(db);
        if (!changedInBatch) expect(now, `batch ending at request ${index}`).toBe(baseline);
        baseline = now;
        changedInBatch = false;
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  }, 600_000);

  it('refuses broken upload bodies on every upload route with a 4xx, changing nothing', async () => {
    // The routes that take a file (their bodies are not JSON, so the document has no schema of them).
    const uploads = [profileApi.uploadAvatar, taggerApi.upload];
    const db = server.database.handle.db;
    const before = await databaseFingerprint(db);
    for (const operation of uploads) {
      for (const [contentType, payload] of HOSTILE_UPLOADS) {
        const response = await server.request({
          method: operation.method,
          url: operation.path,
          payload,
          headers: { 'content-type': contentType },
          as: actors[1],
        });
        const label = `${operation.method} ${operation.path} with ${contentType}: ${JSON.stringify(payload.slice(0, 40))}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.json(), label).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      }
    }
    expect(await databaseFingerprint(db)).toBe(before);
  });
});
