import { expect } from 'vitest';
import {
  partnerApi,
  partnerPresets,
  type CreatedInvite,
  type PartnerContract,
  type PartnerPage,
  type Partnership,
} from '@gauntlet/core';
import type { TestServer, TestUser } from './test-server.js';

/** The presets as plain contracts a request can carry. */
export const WATCHER: PartnerContract = structuredClone(partnerPresets.watcher);
export const KEYHOLDER: PartnerContract = structuredClone(partnerPresets.keyholder);

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

export async function partnerPageOf(server: TestServer, user: TestUser): Promise<PartnerPage> {
  const response = await server.call(partnerApi.page, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PartnerPage>();
}
