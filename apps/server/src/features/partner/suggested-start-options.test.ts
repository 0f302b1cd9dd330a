import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, type Challenge, type Dashboard, type SuggestedChallenge } from '@gauntlet/core';
import { errorOf, KEYHOLDER, signUpPair, WATCHER } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** "Start This Challenge" on the first suggestion: what the dialog sends, with the partner's options chosen there. */
async function startSuggested(
  player: TestUser,
  options: { partnerConfirms?: 'count' | 'dont_count'; partnerApproves?: boolean },
) {
  const [first] = (await server.call(challengesApi.suggestions, { as: player })).json<SuggestedChallenge[]>();
  const { title, description, durationDays, goals } = first!;
  return server.call(challengesApi.submit, { body: { title, description, durationDays, goals, ...options }, as: player });
}

describe("a suggested challenge started with the partner's options", () => {
  it('starts with "partner confirms" and its rule, and with "partner approves", when the partner holds both rights', async () => {
    const { player } = await signUpPair(server, 'suggested_held', KEYHOLDER);
    const started = await startSuggested(player, { partnerConfirms: 'count', partnerApproves: true });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Challenge>()).toMatchObject({ partnerConfirms: 'count', partnerApproves: true });
    const dashboard = (await server.call(challengesApi.dashboard, { as: player })).json<Dashboard>();
    expect(dashboard).toMatchObject({
      activeChallenge: { partnerConfirms: 'count', partnerApproves: true },
      cancelNeedsApproval: true,
    });
  });

  it('is refused, starting nothing, when the partner may only watch', async () => {
    const { player } = await signUpPair(server, 'suggested_watched', WATCHER);
    expect(errorOf(await startSuggested(player, { partnerConfirms: 'dont_count' }))).toEqual({
      status: 409,
      code: 'no_confirming_partner',
    });
    expect(errorOf(await startSuggested(player, { partnerApproves: true }))).toEqual({ status: 409, code: 'no_partner_lock' });
    const dashboard = (await server.call(challengesApi.dashboard, { as: player })).json<Dashboard>();
    expect(dashboard.activeChallenge).toBeNull();
  });
});
