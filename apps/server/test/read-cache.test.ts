import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCases, currentReads, primeReads } from './read-cache-changes.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * The dashboard, the own profile and the session are answered from memory until their user
 * changes: after every kind of change they show, the very next read on the same instance shows
 * it. (Across instances: several-instances.test.ts.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('reads kept in memory', () => {
  for (const each of changeCases) {
    it(`show ${each.name} at the next read`, async () => {
      const user = await each.setUp(server);
      await primeReads(server, user);
      const before = await currentReads(server, user);
      await each.change(server, user);
      await each.shows(server, user);
      expect(await currentReads(server, user)).not.toEqual(before);
    });
  }
});
