import { eq } from 'drizzle-orm';
import { partnerPresets, type PartnerContract, type PartnerRight } from '@gauntlet/core';
import { partnerActions, partnerships } from '../src/db/schema/index.js';
import type { TestServer, TestUser } from './test-server.js';

/**
 * Partnerships made and changed straight in the database, as the pairing routes (invite, accept,
 * contract, end) will make and change them, each publishing the change of both people as those
 * routes do. Stand-ins until the pairing is served next to the partner's actions: then
 * `pairDirectly` becomes an invite accepted through the API, and the others its routes.
 */
export interface DirectPairing {
  contract?: PartnerContract;
  /** When the partnership began; the partner is trusted 7 days later. */
  startedAt?: Date;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

async function announce(server: TestServer, ...users: TestUser[]) {
  for (const user of users) await server.app.changes.publish('user.changed', { userId: user.userId });
}

/** Makes `partner` the live partner of `player` on the contract (the keyholder preset unless given). */
export async function pairDirectly(
  server: TestServer,
  player: TestUser,
  partner: TestUser,
  { contract = partnerPresets.keyholder, startedAt = new Date() }: DirectPairing = {},
): Promise<string> {
  const [row] = await server.database.handle.db
    .insert(partnerships)
    .values({ playerId: player.userId, partnerId: partner.userId, startedAt, ...contractColumns(contract) })
    .returning({ id: partnerships.id });
  await server.database.handle.db
    .insert(partnerActions)
    .values({ partnershipId: row!.id, actorId: partner.userId, kind: 'paired', createdAt: startedAt });
  await announce(server, player, partner);
  return row!.id;
}

/** The player takes rights back (or grants them), effective at once. */
export async function setRightsDirectly(
  server: TestServer,
  partnershipId: string,
  rights: PartnerRight[],
  people: { player: TestUser; partner: TestUser },
) {
  await server.database.handle.db.update(partnerships).set({ rights }).where(eq(partnerships.id, partnershipId));
  await announce(server, people.player, people.partner);
}

/** The player ends the partnership, effective at once. */
export async function endDirectly(server: TestServer, partnershipId: string, people: { player: TestUser; partner: TestUser }) {
  await server.database.handle.db.update(partnerships).set({ endedAt: new Date() }).where(eq(partnerships.id, partnershipId));
  await server.database.handle.db
    .insert(partnerActions)
    .values({ partnershipId, actorId: people.player.userId, kind: 'ended_by_player' });
  await announce(server, people.player, people.partner);
}

function contractColumns({ rights, limits }: PartnerContract) {
  return {
    rights: [...rights],
    punishmentPointsPerDay: limits.punishmentPointsPerDay,
    rewardPointsPerDay: limits.rewardPointsPerDay,
    punishmentGoalsPerChallenge: limits.punishmentGoalsPerChallenge,
  };
}
