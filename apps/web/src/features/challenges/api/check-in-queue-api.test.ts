import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi } from '../../../test/mock-api';
import { makeMetric } from '../test-support/fixtures';
import { enqueueCheckIn, queuedCheckIns, removeQueuedCheckIn } from '../lib/check-in-queue';
import { sendQueuedCheckIns } from './check-in-queue-api';

const USER = 'a0000000-0000-4000-8000-000000000001';
const KEY = 'b1111111-1111-4111-8111-111111111111';
/** Where a check-in goes since the routes were named by their context; it was `/api/challenges/metrics/…` before. */
const CHECK_IN = 'POST /api/challenges/metrics/work-out-days/check-in';

/** A check-in exactly as the app before the move kept it in IndexedDB: no address, only what to send. */
const keptByOlderApp = {
  idempotencyKey: KEY,
  userId: USER,
  metric: 'work-out-days',
  tappedAt: '2026-11-20T08:00:00.000Z',
  refusal: null,
  day: '2026-11-20',
};

afterEach(async () => {
  for (const item of await queuedCheckIns(USER)) await removeQueuedCheckIn(item.idempotencyKey);
  vi.unstubAllGlobals();
});

describe('a check-in queued by the app before the routes moved', () => {
  it('is sent to the check-in route at its new address', async () => {
    await enqueueCheckIn(keptByOlderApp);
    const api = mockApi({ [CHECK_IN]: { body: makeMetric({ checkedInToday: true }) } });

    await sendQueuedCheckIns(new QueryClient(), USER);

    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/challenges/metrics/work-out-days/check-in',
        body: { day: '2026-11-20', idempotencyKey: KEY },
      },
    ]);
    expect(await queuedCheckIns(USER)).toEqual([]);
  });

  it('is sent again when the older app, running against a newer server, found no route and kept it as refused', async () => {
    await enqueueCheckIn({
      ...keptByOlderApp,
      refusal: 'No route for POST /api/metrics/work-out-days/check-in',
      refusalCode: 'not_found',
    });
    const api = mockApi({ [CHECK_IN]: { body: makeMetric({ checkedInToday: true }) } });

    await sendQueuedCheckIns(new QueryClient(), USER);

    expect(api.callsTo('POST', '/api/challenges/metrics/work-out-days/check-in')).toHaveLength(1);
    expect(await queuedCheckIns(USER)).toEqual([]);
  });

  it('stays queued, not refused, while the server has no route for it', async () => {
    await enqueueCheckIn(keptByOlderApp);
    mockApi({ [CHECK_IN]: fail(404, 'not_found', 'No route for POST /api/challenges/metrics/work-out-days/check-in') });

    await sendQueuedCheckIns(new QueryClient(), USER);

    expect(await queuedCheckIns(USER)).toEqual([keptByOlderApp]);
  });
});
