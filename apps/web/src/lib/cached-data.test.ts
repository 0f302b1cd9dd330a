import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../test/render';
import { mockApi } from '../test/mock-api';
import { forgetCachedData, keepCachedData, lastUpdatedAt, restoreCachedData } from './cached-data';
import { challengeKeys, meQueryKey } from './query-keys';
import { meQuery } from './session';

const alice = makeProfile({ userId: 'alice', userName: 'alice' });
const bob = makeProfile({ userId: 'bob', userName: 'bob' });
const dashboard = {
  activeChallenge: null,
  cancelNeedsApproval: false,
  cancelRequest: null,
  metrics: [],
  hasCompletedChallenge: true,
  rewardCap: 0,
};

/** A signed-in tab that saves its data; it waits for the save, which follows a change by a second. */
async function savedSession(me: typeof alice) {
  const queryClient = new QueryClient();
  const stop = keepCachedData(queryClient);
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(challengeKeys.dashboard, { ...dashboard, rewardCap: me === alice ? 1 : 2 });
  await new Promise((resolve) => setTimeout(resolve, 1200));
  stop();
}

afterEach(async () => {
  await forgetCachedData();
  vi.unstubAllGlobals();
});

describe('the data kept for offline screens', () => {
  it('brings the last user’s data back into a new tab', async () => {
    await savedSession(alice);
    const fresh = new QueryClient();
    expect(await restoreCachedData(fresh)).toEqual(alice);
    expect(fresh.getQueryData(challengeKeys.dashboard)).toMatchObject({ rewardCap: 1 });
    expect(lastUpdatedAt(fresh)).toBeGreaterThan(Date.now() - 5000);
  });

  it('is gone after signing out', async () => {
    await savedSession(alice);
    await forgetCachedData();
    expect(await restoreCachedData(new QueryClient())).toBeNull();
  });

  it('never hands one user’s data to the next user of the device', async () => {
    await savedSession(alice);
    await savedSession(bob);
    const fresh = new QueryClient();
    expect(await restoreCachedData(fresh)).toEqual(bob);
    expect(fresh.getQueryData(challengeKeys.dashboard)).toMatchObject({ rewardCap: 2 });
    // Alice's copy went when Bob's data was first saved, though she never signed out.
    localStorage.setItem('gauntlet:last-user', 'alice');
    expect(await restoreCachedData(new QueryClient())).toBeNull();
  });

  it('answers the profile from the device when the server cannot be reached, and only then', async () => {
    await savedSession(alice);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await new QueryClient().fetchQuery({ ...meQuery, retry: false })).toEqual(alice);

    mockApi({ 'GET /api/profile/session': { body: null } });
    expect(await new QueryClient().fetchQuery({ ...meQuery, retry: false })).toBeNull();
  });
});
