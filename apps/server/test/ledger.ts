import { expect } from 'vitest';
import { ledgerTotals } from '../src/ledger/ledger.repository.js';
import { findOwnProfile } from '../src/features/profile/profile.repository.js';
import type { TestServer, TestUser } from './test-server.js';

/** The invariant every point rule keeps: a balance always equals the sum of its ledger. */
export async function expectBalancesMatchLedger(server: TestServer, user: TestUser) {
  const db = server.database.handle.db;
  const [profile, ledger] = await Promise.all([findOwnProfile(db, user.userId), ledgerTotals(db, user.userId)]);
  expect({ rewardPoints: profile!.profile.rewardPoints, punishmentPoints: profile!.profile.punishmentPoints }).toEqual(ledger);
  return ledger;
}
