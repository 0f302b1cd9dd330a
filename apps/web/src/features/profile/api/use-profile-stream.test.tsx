import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { profileApi } from '@gauntlet/core';
import { FakeEventSource } from '../../../test/fake-event-source';
import { challengeKeys } from '../../../lib/query-keys';
import { useProfileStream } from './use-profile-stream';

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

/** The stream's hook with a screen showing the dashboard, whose reads are counted. */
function openStream() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  let reads = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      useProfileStream('player-1', () => undefined);
      return useQuery({ queryKey: challengeKeys.dashboard, queryFn: () => ++reads });
    },
    { wrapper },
  );
  return { result, reads: () => reads, stream: () => FakeEventSource.at(profileApi.events.path)! };
}

const fields = { rewardPoints: 3 };

it("reads the dashboard again when the player's version moves on, not for the state the stream opened with", async () => {
  const { result, reads, stream } = openStream();
  await waitFor(() => expect(result.current.data).toBe(1));

  stream().say('profile', fields, '7');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reads()).toBe(1);

  // The partner confirmed a check-in: the player's version went from 7 to 8.
  stream().say('profile', fields, '8');
  await waitFor(() => expect(result.current.data).toBe(2));

  // The same version again (a resumed stream's first event) is no change.
  stream().say('profile', fields, '8');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reads()).toBe(2);
});
