import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileApi, slideshowApi } from '@gauntlet/core';
import { expectBalancesMatchLedger } from '../../../test/ledger.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { movePoints } from '../../ledger/ledger.repository.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A user holding points, granted through the ledger like any other movement. */
async function userWithPoints(rewardPoints: number, punishmentPoints: number): Promise<TestUser> {
  const user = await server.signUp();
  await movePoints(server.database.handle.db, {
    userId: user.userId,
    deltaRewardPoints: rewardPoints,
    deltaPunishmentPoints: punishmentPoints,
    reason: 'challenge_finished',
  });
  return user;
}

const draw = (user: TestUser, slideId: string, drawId: string = crypto.randomUUID()) =>
  server.call(slideshowApi.draw, { body: { drawId, slideId }, as: user });
const me = async (user: TestUser) => (await server.call(profileApi.me, { as: user })).json();

describe('slides and deck', () => {
  it('serves about fifty slides with costs in range, some of them shock slides, as SVG cards', async () => {
    const slides = (await server.call(slideshowApi.slides)).json();
    expect(slides.length).toBeGreaterThanOrEqual(45);
    for (const slide of slides) {
      expect(slide.rewardCost).toBeGreaterThanOrEqual(0);
      expect(slide.rewardCost).toBeLessThanOrEqual(20);
      expect(slide.punishmentCost).toBeLessThanOrEqual(40);
    }
    expect(slides.filter((slide: { imagePath: string }) => slide.imagePath.includes('shock')).length).toBeGreaterThan(0);
    const image = await server.request({ method: 'GET', url: slides[0].imagePath });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await server.call(slideshowApi.picture, { params: { file: '1.svg' } })).statusCode).toBe(200);
    expect((await server.call(slideshowApi.picture, { params: { file: '99.svg' } })).statusCode).toBe(404);
  });

  it('gives guests the default deck and keeps each user’s own choices', async () => {
    const guest = (await server.call(slideshowApi.deck)).json();
    expect(guest.saved).toBe(false);
    expect(guest.slides[0]).toMatchObject({ slideId: 'pushups-10', rewardCost: 1, punishmentCost: 2, quantity: 1 });

    const user = await server.signUp();
    const entries = [{ slideId: 'pushups-10', rewardCost: 4, punishmentCost: 0, quantity: 3 }];
    const saved = await server.call(slideshowApi.saveDeck, { body: { entries }, as: user });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().slides[0]).toMatchObject(entries[0]!);
    expect((await server.call(slideshowApi.deck, { as: user })).json().saved).toBe(true);
    expect((await server.call(slideshowApi.deck)).json().slides[0].rewardCost).toBe(1);

    expect((await server.call(slideshowApi.saveDeck, { body: { entries } })).statusCode).toBe(401);
    for (const bad of [
      { ...entries[0], rewardCost: 21 },
      { ...entries[0], quantity: -1 },
      { ...entries[0], slideId: 'nope' },
    ]) {
      const refused = await server.call(slideshowApi.saveDeck, { body: { entries: [bad] }, as: user });
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe('charging drawn instruction slides', () => {
  it('charges the user’s costs once per draw id', async () => {
    const user = await userWithPoints(5, 4);
    const drawId = crypto.randomUUID();
    const first = await draw(user, 'pushups-10', drawId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rewardCost: 1, punishmentCost: 2, rewardPoints: 4, punishmentPoints: 2 });
    const again = await draw(user, 'pushups-10', drawId);
    expect(again.statusCode).toBe(200);
    expect(await me(user)).toMatchObject({ rewardPoints: 4, punishmentPoints: 2 });
    await expectBalancesMatchLedger(server, user);
  });

  it('refuses a slide the user cannot afford and charges nothing', async () => {
    const user = await userWithPoints(0, 10);
    const refused = await draw(user, 'pushups-10');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('cannot_afford');
    const short = await userWithPoints(10, 1);
    expect((await draw(short, 'pushups-10')).statusCode).toBe(409);
    expect(await me(short)).toMatchObject({ rewardPoints: 10, punishmentPoints: 1 });
    const free = await draw(await userWithPoints(0, 0), 'deep-breaths');
    expect(free.statusCode).toBe(200);
  });

  it('never spends more than the user has under concurrent draws', async () => {
    const user = await userWithPoints(3, 0);
    await server.call(slideshowApi.saveDeck, {
      body: { entries: [{ slideId: 'pushups-10', rewardCost: 1, punishmentCost: 0, quantity: 1 }] },
      as: user,
    });
    const responses = await Promise.all(Array.from({ length: 6 }, () => draw(user, 'pushups-10')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect((await me(user)).rewardPoints).toBe(0);
    await expectBalancesMatchLedger(server, user);
  });
});
