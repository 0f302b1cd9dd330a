import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengesApi, externalApi } from '@gauntlet/core';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { signCompletion } from './completion-signer.js';
import { resolveExternalAppSecret } from './external-secrets.js';
import { decodeBase64UrlJson, encodeBase64UrlJson } from './signing.js';

let server: TestServer;
let user: TestUser;
let goalId: string;
let secret: string;

const reading = { category: 'External', metric: 'ext-reading', gradingType: 'External', goalValue: 60 };

beforeAll(async () => {
  server = await startTestServer();
  secret = resolveExternalAppSecret(undefined, server.database.dataDir);
  user = await server.signUp();
  const challenge = await server.call(challengesApi.submit, {
    body: { title: 'Read', description: 'Read more', durationDays: 3, goals: [reading] },
    as: user,
  });
  goalId = challenge.json().goals[0].id;
});
afterAll(() => server.close());

const issue = async (as = user, id = goalId) => server.call(externalApi.token, { body: { goalId: id }, as });
const complete = (completion: string, as = user) => server.call(externalApi.completion, { body: { completion }, as });

describe('external goals', () => {
  it('issues a token for the goal, valid two hours, with a 16-byte hex nonce', async () => {
    const response = await issue();
    expect(response.statusCode).toBe(200);
    const payload = decodeBase64UrlJson(response.json().token) as Record<string, unknown>;
    expect(payload).toMatchObject({ userId: user.userId, goalId, goalType: 'External', targetValue: 60, targetUnit: 'minutes' });
    expect(payload.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(String(payload.expiresAt)) - Date.parse(String(payload.issuedAt))).toBe(2 * 3_600_000);
  });

  it('adds the progress of a signed completion once, and refuses the same nonce again', async () => {
    const { token } = (await issue()).json();
    const completion = signCompletion(token, 25, secret);
    const first = await complete(completion);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ addedValue: 25, unit: 'minutes', currentValue: 25, goalValue: 60 });
    const replay = await complete(completion);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toEqual({
      code: 'invalid_completion',
      message: 'Invalid completion token. Please check and try again.',
    });
  });

  it.each([
    ['not base64 JSON', () => 'definitely not a token'],
    ['a bad signature', (token: string) => signCompletion(token, 10, 'another-secret-entirely')],
    ['a short signature', (token: string) => tamper(signCompletion(token, 10, secret), { signature: 'abc' })],
    ['a changed value', (token: string) => tamper(signCompletion(token, 10, secret), { completedValue: 1000 })],
    [
      'a completion older than 24 hours',
      (token: string) => signCompletion(token, 10, secret, new Date(Date.now() - 25 * 3_600_000)),
    ],
    ['a missing field', (token: string) => tamper(signCompletion(token, 10, secret), { requestNonce: undefined })],
  ])('refuses %s and changes nothing', async (_label, make) => {
    const { token } = (await issue()).json();
    const before = await metricValue();
    const response = await complete(make(token));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_completion');
    expect(await metricValue()).toBe(before);
  });

  it("refuses another user's completion for this goal", async () => {
    const other = await server.signUp();
    const { token } = (await issue()).json();
    expect((await complete(signCompletion(token, 5, secret), other)).statusCode).toBe(400);
    expect((await issue(other)).statusCode).toBe(404);
  });

  it('applies one of two concurrent uses of a nonce', async () => {
    const { token } = (await issue()).json();
    const completion = signCompletion(token, 1, secret);
    const responses = await Promise.all([complete(completion), complete(completion), complete(completion)]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });
});

function tamper(completion: string, change: Record<string, unknown>): string {
  return encodeBase64UrlJson({ ...(decodeBase64UrlJson(completion) as object), ...change });
}

async function metricValue(): Promise<number> {
  const metrics = (await server.call(challengesApi.challenge, { params: { challengeId: 'metrics' }, as: user })).json();
  return metrics.find((metric: { metric: string }) => metric.metric === 'ext-reading').currentValue;
}
