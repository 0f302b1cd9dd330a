import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  partnerApi,
  partnerPresets,
  type CreatedInvite,
  type PartnerContract,
  type PartnerPage,
  type Partnership,
} from '@gauntlet/core';
import { partnerActions, partnerships } from '../src/db/schema/index.js';
import type { TestServer, TestUser } from './test-server.js';

/** The presets as plain contracts a request can carry. */
export const WATCHER: PartnerContract = structuredClone(partnerPresets.watcher);
export const KEYHOLDER: PartnerContract = structuredClone(partnerPresets.keyholder);
/** A partner who sees and confirms, with the keyholder's limits. */
export const CONFIRMER: PartnerContract = { rights: ['see', 'confirm'], limits: KEYHOLDER.limits };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The status and error code of an answer, to compare a refusal in one line. */
export const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  code: (response.json() as { error?: { code: string } }).error?.code,
});

/** The player's new invite on the contract; it must be made. */
export async function invite(server: TestServer, player: TestUser, contract: PartnerContract = WATCHER): Promise<CreatedInvite> {
  const response = await server.call(partnerApi.invite, { body: { contract }, as: player });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreatedInvite>();
}

/** The partner becomes the player's partner on the contract, through an invite and its acceptance. */
export async function pair(
  server: TestServer,
  player: TestUser,
  partner: TestUser,
  contract: PartnerContract = WATCHER,
): Promise<Partnership> {
  const { code } = await invite(server, player, contract);
  const response = await server.call(partnerApi.accept, { params: { code }, as: partner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Partnership>();
}

export interface NewPair {
  player: TestUser;
  partner: TestUser;
  partnership: Partnership;
}

/** Two new users, `<name>_player` and `<name>_partner`, paired on the contract. */
export async function signUpPair(server: TestServer, name: string, contract: PartnerContract = WATCHER): Promise<NewPair> {
  const player = await server.signUp(`${name}_player`);
  const partner = await server.signUp(`${name}_partner`);
  return { player, partner, partnership: await pair(server, player, partner, contract) };
}

/** The player replaces what their partner may do; it must be changed. */
export async function setContract(server: TestServer, player: TestUser, contract: PartnerContract): Promise<Partnership> {
  const response = await server.call(partnerApi.changeContract, { body: { contract }, as: player });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Partnership>();
}

/** The player ends their partnership; it must end. */
export async function endPartnership(server: TestServer, player: TestUser): Promise<void> {
  const response = await server.call(partnerApi.endAsPlayer, { as: player });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Moves the partnership's start, and its pairing in the log, `days` back, as no request can make
 * time pass: the partner is trusted once it began TRUST_DAYS ago. No cached read hears of it, so
 * it comes before anything reads the partnership. Returns the new start.
 */
export async function backdatePartnership(server: TestServer, partnershipId: string, days: number): Promise<Date> {
  const db = server.database.handle.db;
  const startedAt = new Date(Date.now() - days * DAY_MS);
  await db.update(partnerships).set({ startedAt }).where(eq(partnerships.id, partnershipId));
  await db
    .update(partnerActions)
    .set({ createdAt: startedAt })
    .where(and(eq(partnerActions.partnershipId, partnershipId), eq(partnerActions.kind, 'paired')));
  return startedAt;
}

export async function partnerPageOf(server: TestServer, user: TestUser): Promise<PartnerPage> {
  const response = await server.call(partnerApi.page, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerPage>();
}
