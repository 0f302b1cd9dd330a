import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, partnerApi, routeUrl, type PartnerContract, type PartnerView } from '@gauntlet/core';
import { checkIn, startChallenge } from '../../../test/challenges.js';
import { endPartnership, KEYHOLDER, setContract, signUpPair, type NewPair } from '../../../test/pairing.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';

let server: TestServer;
let address: string;
beforeAll(async () => {
  server = await startTestServer();
  address = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

/** The events a stream sent so far, parsed, and whether the server ended it. */
async function watchPlayer(player: TestUser, partner: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${address}${routeUrl(partnerApi.stream, { params: { playerId: player.userId } })}`, {
    headers: { cookie: partner.cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let closed = false;
  void (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    closed = true;
  })().catch(() => undefined);
  const events = () =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const [event, data] = block.split('\n');
        return { event: event!.slice('event: '.length), data: JSON.parse(data!.slice('data: '.length)) as unknown };
      });
  return {
    events,
    views: () => events().flatMap(({ event, data }) => (event === 'view' ? [data as PartnerView] : [])),
    closed: () => closed,
    abort: () => controller.abort(),
  };
}

async function pairWithChallenge(name: string): Promise<NewPair> {
  const pairing = await signUpPair(server, name, KEYHOLDER);
  await startChallenge(server, pairing.player, 'Watched week');
  return pairing;
}

/** The keyholder's contract with every right taken back. */
const UNSEEING: PartnerContract = { ...KEYHOLDER, rights: [] };

describe("a partner's live view of a player", () => {
  it('sends the view at once, and again when the player checks in or is punished', async () => {
    const { player, partner } = await pairWithChallenge('live');
    const stream = await watchPlayer(player, partner);
    await expect.poll(() => stream.views().length).toBe(1);
    expect(stream.views()[0]!.dashboard.metrics[0]).toMatchObject({ checkedInToday: false });

    await checkIn(server, player);
    await expect.poll(() => stream.views().at(-1)!.dashboard.metrics[0]?.checkedInToday, { timeout: 2000 }).toBe(true);

    await server.call(partnerApi.punish, {
      params: { playerId: player.userId },
      body: { points: 2, reason: 'slow' },
      as: partner,
    });
    await expect.poll(() => stream.views().at(-1)!.punishmentPoints, { timeout: 2000 }).toBe(2);
    stream.abort();
  });

  it.each([
    ['the partnership ends', 'partnership_ended', (ids: NewPair) => endPartnership(server, ids.player)],
    ['the right to see is taken back', 'right_withdrawn', (ids: NewPair) => setContract(server, ids.player, UNSEEING)],
    ['the partner signs out', 'session_ended', (ids: NewPair) => server.call(accountApi.signOut, { as: ids.partner })],
  ])('ends within a moment when %s, saying why, and sends nothing after', async (_label, reason, cut) => {
    const pairing = await pairWithChallenge(reason);
    const stream = await watchPlayer(pairing.player, pairing.partner);
    await expect.poll(() => stream.views().length).toBe(1);
    const cutAt = Date.now();
    await cut(pairing);
    await expect.poll(() => stream.closed(), { timeout: 2000 }).toBe(true);
    expect(Date.now() - cutAt).toBeLessThan(1000);
    expect(stream.events().at(-1)).toEqual({ event: 'ended', data: { reason } });
    expect(stream.views()).toHaveLength(1);
  });

  it('refuses to open for a stranger or a partner who may not see', async () => {
    const { player, partner } = await pairWithChallenge('closed');
    const stranger = await server.signUp('closed_stranger');
    const strange = await server.call(partnerApi.stream, { params: { playerId: player.userId }, as: stranger });
    expect(strange.statusCode).toBe(403);
    expect(strange.json().error.code).toBe('not_partner');
    await setContract(server, player, UNSEEING);
    const blind = await server.call(partnerApi.stream, { params: { playerId: player.userId }, as: partner });
    expect(blind.statusCode).toBe(403);
    expect(blind.json().error.code).toBe('right_not_granted');
  });
});
