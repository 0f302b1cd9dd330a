import { defaultFlagsFor, type AdminUserRow } from '@gauntlet/core';

export const ALICE_ID = '7c1e6f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
export const BLANK_ID = '8d2f7a1b-3c4d-4e6f-9a01-b2c3d4e5f6a7';

export function makeUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    userId: ALICE_ID,
    userName: 'alice',
    email: 'alice@example.com',
    permissions: {
      role: 'gold',
      flags: defaultFlagsFor('gold'),
      subscriptionTier: 'gold',
    },
    lastLogin: new Date(2026, 0, 2, 3, 4).toISOString(),
    rewardPoints: 12,
    punishmentPoints: 3,
    publicStats: false,
    ...overrides,
  };
}

export const blankUser = (): AdminUserRow =>
  makeUserRow({
    userId: BLANK_ID,
    userName: '',
    email: 'blank@example.com',
    permissions: { role: 'basic', flags: [], subscriptionTier: 'free' },
    lastLogin: null,
    rewardPoints: 0,
    punishmentPoints: 0,
  });
