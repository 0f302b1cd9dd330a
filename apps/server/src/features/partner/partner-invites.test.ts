import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_HOURS, partnerApi, TRUST_DAYS, type PartnerContract } from '@gauntlet/core';
import { partnerInvites, partnerships } from '../../db/schema/index.js';
import type { Database } from '../../db/database.js';
import { startTestServer, type TestServer, type TestUser } from '../../../test/test-server.js';
import { errorOf, invite, KEYHOLDER, pair, partnerPageOf, WATCHER } from '../../../test/pairing.js';

let server: TestServer;
let db: Database;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.handle.db;
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A code in the right form that no invite has. */
const unknownCode = () => randomBytes(24).toString('base64url');

const preview = (code: string, as: TestUser) => server.call(partnerApi.preview, { params: { code }, as });
const accept = (code: string, as: TestUser) => server.call(partnerApi.accept, { params: { code }, as });
const decline = (code: string, as: TestUser) => server.call(partnerApi.decline, { params: { code }, as });

async function livePartnershipsOf(playerId: string) {
  return db
    .select()
    .from(partnerships)
    .where(and(eq(partnerships.playerId, playerId), isNull(partnerships.endedAt)));
}

async function invitesOf(playerId: string) {
  return db.select().from(partnerInvites).where(eq(partnerInvites.playerId, playerId));
}

/** Time passes for the player's invites: they are now `hours` older. */
async function ageInvites(playerId: string, hours: number) {
  const rows = await invitesOf(playerId);
  for (const row of rows) {
    await db
      .update(partnerInvites)
      .set({
        createdAt: new Date(row.createdAt.getTime() - hours * HOUR),
        expiresAt: new Date(row.expiresAt.getTime() - hours * HOUR),
      })
      .where(eq(partnerInvites.id, row.id));
  }
}

describe('an invite', () => {
  it('is a 32-character code shown once, valid for 48 hours, of which only the hash is kept', async () => {
    const player = await server.signUp();
    const before = Date.now();
    const created = await invite(server, player, KEYHOLDER);
    expect(created.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.contract).toEqual(KEYHOLDER);
    const expiresAt = new Date(created.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + INVITE_HOURS * HOUR);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + INVITE_HOURS * HOUR);

    const [stored] = await invitesOf(player.userId);
    expect(stored!.codeHash).toBe(sha256(created.code));
    expect(JSON.stringify(stored)).not.toContain(created.code);

    // The page shows the open invite and its terms, never its code again.
    const page = await partnerPageOf(server, player);
    expect(page.asPlayer).toEqual({
      partnership: null,
      invite: { contract: KEYHOLDER, expiresAt: created.expiresAt },
      actions: [],
    });
    expect(JSON.stringify(page)).not.toContain(created.code);
  });

  it('is new each time, and a new one revokes the one still open', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const first = await invite(server, player, KEYHOLDER);
    const second = await invite(server, player, WATCHER);
    expect(second.code).not.toBe(first.code);
    expect(errorOf(await preview(first.code, invitee))).toEqual({ status: 410, code: 'invite_revoked' });
    expect(errorOf(await accept(first.code, invitee))).toEqual({ status: 410, code: 'invite_revoked' });
    expect((await preview(second.code, invitee)).statusCode).toBe(200);
    expect((await partnerPageOf(server, player)).asPlayer.invite).toEqual({ contract: WATCHER, expiresAt: second.expiresAt });
    expect((await invitesOf(player.userId)).map((row) => row.closedAs).sort()).toEqual([null, 'revoked']);
  });

  it('made several times at once leaves exactly one open', async () => {
    const player = await server.signUp();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => server.call(partnerApi.invite, { body: { contract: WATCHER }, as: player })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const open = (await invitesOf(player.userId)).filter((row) => row.closedAt === null);
    expect(open).toHaveLength(1);
    const invitee = await server.signUp();
    const codes = responses.map((response) => response.json<{ code: string }>().code);
    const answers = await Promise.all(codes.map((code) => preview(code, invitee)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 410, 410, 410]);
  });

  it('is withdrawn by its player: the link stops working and the page shows none', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    const revoked = await server.call(partnerApi.revokeInvite, { as: player });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().asPlayer.invite).toBeNull();
    expect(errorOf(await preview(code, invitee))).toEqual({ status: 410, code: 'invite_revoked' });
    expect(errorOf(await accept(code, invitee))).toEqual({ status: 410, code: 'invite_revoked' });
    expect(errorOf(await decline(code, invitee))).toEqual({ status: 410, code: 'invite_revoked' });
    // Withdrawing when nothing is open changes nothing.
    expect((await server.call(partnerApi.revokeInvite, { as: player })).statusCode).toBe(200);
  });

  it('is refused to a player who has a partner', async () => {
    const [player, partner] = [await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    const response = await server.call(partnerApi.invite, { body: { contract: WATCHER }, as: player });
    expect(errorOf(response)).toEqual({ status: 409, code: 'has_partner' });
    expect((await invitesOf(player.userId)).filter((row) => row.closedAt === null)).toHaveLength(0);
  });

  it('may be made by someone who is a partner already: a partner may also play', async () => {
    const [player, partner, partnersPartner] = [await server.signUp(), await server.signUp(), await server.signUp()];
    await pair(server, player, partner);
    await pair(server, partner, partnersPartner);
    expect((await partnerPageOf(server, partner)).asPlayer.partnership?.partner.userId).toBe(partnersPartner.userId);
  });

  it.each<[string, unknown]>([
    ['an unknown field', { contract: WATCHER, code: 'mine' }],
    ['an unknown field in the contract', { contract: { ...WATCHER, note: 1 } }],
    ['an unknown right', { contract: { ...WATCHER, rights: ['see', 'own'] } }],
    ['a right named twice', { contract: { ...WATCHER, rights: ['see', 'see'] } }],
    ['a right to act without the right to see', { contract: { ...KEYHOLDER, rights: ['punish'] } }],
    ['a limit above the most', { contract: { ...KEYHOLDER, limits: { ...KEYHOLDER.limits, punishmentPointsPerDay: 1001 } } }],
    ['a negative limit', { contract: { ...KEYHOLDER, limits: { ...KEYHOLDER.limits, rewardPointsPerDay: -1 } } }],
    ['a fractional limit', { contract: { ...KEYHOLDER, limits: { ...KEYHOLDER.limits, punishmentGoalsPerChallenge: 1.5 } } }],
    ['a missing limit', { contract: { rights: ['see'], limits: { punishmentPointsPerDay: 1, rewardPointsPerDay: 1 } } }],
    ['no contract', {}],
  ])('with %s is refused and not made', async (_label, body) => {
    const player = await server.signUp();
    const response = await server.call(partnerApi.invite, { body: body as { contract: PartnerContract }, as: player });
    expect(errorOf(response)).toEqual({ status: 400, code: 'validation_failed' });
    expect(await invitesOf(player.userId)).toHaveLength(0);
  });

  it('needs a session', async () => {
    const response = await server.call(partnerApi.invite, { body: { contract: WATCHER } });
    expect(errorOf(response)).toEqual({ status: 401, code: 'unauthorized' });
  });
});

describe('the preview of an invite', () => {
  it('shows the invitee who invites them and exactly what they could do', async () => {
    const [player, invitee] = [await server.signUp('Inviting'), await server.signUp()];
    const { code, expiresAt } = await invite(server, player, KEYHOLDER);
    const response = await preview(code, invitee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      player: { userId: player.userId, userName: 'Inviting', avatarUrl: null },
      contract: KEYHOLDER,
      expiresAt,
    });
    expect(response.body).not.toContain(player.email);
  });

  it('shows its own player what the link offers', async () => {
    const player = await server.signUp();
    const { code } = await invite(server, player);
    expect((await preview(code, player)).json().contract).toEqual(WATCHER);
  });

  it('answers an unknown code 404, a malformed one 400, and nobody signed out', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    expect(errorOf(await preview(unknownCode(), invitee))).toEqual({ status: 404, code: 'not_found' });
    expect(errorOf(await preview(code.slice(1), invitee))).toEqual({ status: 400, code: 'validation_failed' });
    expect(errorOf(await preview(`${code.slice(1)}!`, invitee))).toEqual({ status: 400, code: 'validation_failed' });
    expect(errorOf(await server.call(partnerApi.preview, { params: { code } }))).toEqual({ status: 401, code: 'unauthorized' });
  });

  it('answers an expired invite 410 invite_expired', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    await ageInvites(player.userId, INVITE_HOURS - 1);
    expect((await preview(code, invitee)).statusCode).toBe(200);
    await ageInvites(player.userId, 1);
    expect(errorOf(await preview(code, invitee))).toEqual({ status: 410, code: 'invite_expired' });
    expect((await partnerPageOf(server, player)).asPlayer.invite).toBeNull();
  });
});

describe('accepting an invite', () => {
  it("makes the invitee the player's partner on the invite's terms, not yet trusted", async () => {
    const [player, partner] = [await server.signUp('Held'), await server.signUp('Holder')];
    const { code } = await invite(server, player, KEYHOLDER);
    const before = Date.now();
    const response = await accept(code, partner);
    expect(response.statusCode, response.body).toBe(200);
    const partnership = response.json();
    expect(partnership).toEqual({
      id: expect.any(String),
      player: { userId: player.userId, userName: 'Held', avatarUrl: null },
      partner: { userId: partner.userId, userName: 'Holder', avatarUrl: null },
      contract: KEYHOLDER,
      // Half of every limit for the first week.
      effectiveLimits: { punishmentPointsPerDay: 10, rewardPointsPerDay: 10, punishmentGoalsPerChallenge: 1 },
      startedAt: expect.any(String),
      trustedFrom: expect.any(String),
    });
    const startedAt = new Date(partnership.startedAt).getTime();
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(new Date(partnership.trustedFrom).getTime()).toBe(startedAt + TRUST_DAYS * 24 * HOUR);

    const playerPage = await partnerPageOf(server, player);
    expect(playerPage.asPlayer.partnership).toEqual(partnership);
    expect(playerPage.asPlayer.invite).toBeNull();
    expect(playerPage.asPlayer.actions).toEqual([
      {
        id: expect.any(String),
        kind: 'paired',
        actor: partnership.partner,
        points: null,
        goal: null,
        reason: null,
        checkIn: null,
        createdAt: partnership.startedAt,
      },
    ]);
    const partnerPage = await partnerPageOf(server, partner);
    expect(partnerPage.asPartner.map((glance) => glance.partnership)).toEqual([partnership]);
    expect(partnerPage.asPlayer).toEqual({ partnership: null, invite: null, actions: [] });
  });

  it('works once: a second accept, or a decline after it, finds the invite used', async () => {
    const [player, partner, late] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    expect((await accept(code, partner)).statusCode).toBe(200);
    expect(errorOf(await accept(code, late))).toEqual({ status: 410, code: 'invite_used' });
    expect(errorOf(await accept(code, partner))).toEqual({ status: 410, code: 'invite_used' });
    expect(errorOf(await decline(code, late))).toEqual({ status: 410, code: 'invite_used' });
    expect(errorOf(await preview(code, late))).toEqual({ status: 410, code: 'invite_used' });
    expect(await livePartnershipsOf(player.userId)).toHaveLength(1);
  });

  it('by two people at the same time makes exactly one partnership', async () => {
    const player = await server.signUp();
    const invitees = await Promise.all([server.signUp(), server.signUp(), server.signUp()]);
    const { code } = await invite(server, player);
    const responses = await Promise.all(invitees.map((invitee) => accept(code, invitee)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 410, 410]);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.json().error.code).toBe('invite_used');
    }
    const live = await livePartnershipsOf(player.userId);
    expect(live).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    expect(live[0]!.partnerId).toBe(winner.partner.userId);
    expect((await partnerPageOf(server, player)).asPlayer.actions).toHaveLength(1);
  });

  it('and declining at the same time: one answer wins, the other finds it used', async () => {
    const [player, one, other] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    const [accepted, declined] = await Promise.all([accept(code, one), decline(code, other)]);
    expect([accepted.statusCode, declined.statusCode].sort()).toEqual([200, 410]);
    const [row] = await invitesOf(player.userId);
    expect(row!.closedAs).toBe(accepted.statusCode === 200 ? 'accepted' : 'declined');
    expect(await livePartnershipsOf(player.userId)).toHaveLength(accepted.statusCode === 200 ? 1 : 0);
  });

  it('of one’s own invite is refused and leaves it open', async () => {
    const player = await server.signUp();
    const { code, expiresAt } = await invite(server, player);
    expect(errorOf(await accept(code, player))).toEqual({ status: 400, code: 'own_invite' });
    expect(errorOf(await decline(code, player))).toEqual({ status: 400, code: 'own_invite' });
    expect((await partnerPageOf(server, player)).asPlayer.invite).toEqual({ contract: WATCHER, expiresAt });
    expect(await livePartnershipsOf(player.userId)).toHaveLength(0);
  });

  it('after it expired is refused and changes nothing', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    await ageInvites(player.userId, INVITE_HOURS);
    expect(errorOf(await accept(code, invitee))).toEqual({ status: 410, code: 'invite_expired' });
    expect(errorOf(await decline(code, invitee))).toEqual({ status: 410, code: 'invite_expired' });
    expect(await livePartnershipsOf(player.userId)).toHaveLength(0);
    expect((await invitesOf(player.userId))[0]!.closedAt).toBeNull();
  });

  it('of a player who has a partner by now is refused, and the invite stays open', async () => {
    const [player, first, second] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    // A second invite open beside the first, as one made while the first was being accepted
    // would be: the database still keeps the player to one partner.
    const otherCode = unknownCode();
    await db.insert(partnerInvites).values({
      playerId: player.userId,
      codeHash: sha256(otherCode),
      rights: ['see'],
      punishmentPointsPerDay: 0,
      rewardPointsPerDay: 0,
      punishmentGoalsPerChallenge: 0,
      expiresAt: new Date(Date.now() + HOUR),
    });
    expect((await accept(code, first)).statusCode).toBe(200);
    expect(errorOf(await accept(otherCode, second))).toEqual({ status: 409, code: 'has_partner' });
    const live = await livePartnershipsOf(player.userId);
    expect(live.map((row) => row.partnerId)).toEqual([first.userId]);
    const other = (await invitesOf(player.userId)).find((row) => row.codeHash === sha256(otherCode))!;
    expect(other.closedAt).toBeNull();
    expect((await partnerPageOf(server, second)).asPartner).toEqual([]);
  });

  it('by a partner who holds players already adds one more', async () => {
    const [one, two, partner] = [await server.signUp('Ann'), await server.signUp('Bea'), await server.signUp()];
    await pair(server, one, partner);
    await pair(server, two, partner, KEYHOLDER);
    const page = await partnerPageOf(server, partner);
    expect(page.asPartner.map((glance) => glance.partnership.player.userName)).toEqual(['Ann', 'Bea']);
  });

  it('answers an unknown code 404 and a malformed one 400', async () => {
    const invitee = await server.signUp();
    expect(errorOf(await accept(unknownCode(), invitee))).toEqual({ status: 404, code: 'not_found' });
    expect(errorOf(await accept('short', invitee))).toEqual({ status: 400, code: 'validation_failed' });
    expect(errorOf(await decline(unknownCode(), invitee))).toEqual({ status: 404, code: 'not_found' });
    expect(errorOf(await decline('x'.repeat(33), invitee))).toEqual({ status: 400, code: 'validation_failed' });
  });
});

describe('declining an invite', () => {
  it('closes it once; the player no longer sees it open', async () => {
    const [player, invitee, late] = [await server.signUp(), await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    const response = await decline(code, invitee);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ asPlayer: { partnership: null, invite: null, actions: [] }, asPartner: [] });
    expect((await partnerPageOf(server, player)).asPlayer.invite).toBeNull();
    expect((await invitesOf(player.userId))[0]!.closedAs).toBe('declined');
    expect(errorOf(await decline(code, invitee))).toEqual({ status: 410, code: 'invite_used' });
    expect(errorOf(await accept(code, late))).toEqual({ status: 410, code: 'invite_used' });
    expect(await livePartnershipsOf(player.userId)).toHaveLength(0);
  });

  it('twice at the same time applies once', async () => {
    const [player, invitee] = [await server.signUp(), await server.signUp()];
    const { code } = await invite(server, player);
    const responses = await Promise.all([decline(code, invitee), decline(code, invitee)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 410]);
  });
});
