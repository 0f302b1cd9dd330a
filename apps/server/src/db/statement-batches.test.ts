import { describe, expect, it } from 'vitest';
import { BATCH_MAX, StatementBatches } from './statement-batches.js';

interface Write {
  user: string;
  value: number;
}

/** Batches whose statement doubles each value, refuses a negative one, and records each batch it ran. */
function doubling() {
  const ran: Write[][] = [];
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  const batches = new StatementBatches<Write, number>({
    name: 'test',
    keyOf: (write) => write.user,
    async run(writes) {
      ran.push(writes);
      if (held) await held;
      if (writes.some((write) => write.value < 0)) throw new Error('refused');
      return writes.map((write) => write.value * 2);
    },
  });
  return {
    batches,
    ran,
    /** Until `releaseBatch`, the statement under way does not finish. */
    holdBatch: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    releaseBatch: () => {
      held = null;
      release?.();
    },
  };
}

describe('statement batches', () => {
  it('run the requests of one turn of the event loop as one batch, in key order, and answer each', async () => {
    const { batches, ran } = doubling();
    const answers = await Promise.all([
      batches.submit({ user: 'c', value: 1 }),
      batches.submit({ user: 'a', value: 2 }),
      batches.submit({ user: 'b', value: 3 }),
    ]);
    expect(answers).toEqual([2, 4, 6]);
    expect(ran.map((batch) => batch.map((write) => write.user))).toEqual([['a', 'b', 'c']]);
  });

  it('take one request per key into a batch; the key’s next ones follow in later batches, in order', async () => {
    const { batches, ran } = doubling();
    const answers = await Promise.all([
      batches.submit({ user: 'a', value: 1 }),
      batches.submit({ user: 'a', value: 2 }),
      batches.submit({ user: 'b', value: 3 }),
      batches.submit({ user: 'a', value: 4 }),
    ]);
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(ran.map((batch) => batch.map((write) => write.value))).toEqual([[1, 3], [2], [4]]);
  });

  it('run one batch at a time: what arrives meanwhile is the next batch', async () => {
    const { batches, ran, holdBatch, releaseBatch } = doubling();
    holdBatch();
    const first = batches.submit({ user: 'a', value: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toHaveLength(1);
    const later = [batches.submit({ user: 'b', value: 2 }), batches.submit({ user: 'c', value: 3 })];
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toHaveLength(1);
    releaseBatch();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(ran.map((batch) => batch.map((write) => write.user))).toEqual([['a'], ['b', 'c']]);
  });

  it('keep a batch within its size', async () => {
    const { batches, ran } = doubling();
    const users = Array.from({ length: BATCH_MAX * 2 + 1 }, (_, index) => `user ${index}`);
    await Promise.all(users.map((user) => batches.submit({ user, value: 1 })));
    expect(ran.map((batch) => batch.length)).toEqual([BATCH_MAX, BATCH_MAX, 1]);
  });

  it('run a failed batch again one request at a time, so that only the failing request fails', async () => {
    const { batches, ran } = doubling();
    const outcomes = await Promise.allSettled([
      batches.submit({ user: 'a', value: 1 }),
      batches.submit({ user: 'b', value: -1 }),
      batches.submit({ user: 'c', value: 3 }),
    ]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('refused') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(ran.map((batch) => batch.map((write) => write.user))).toEqual([['a', 'b', 'c'], ['a'], ['b'], ['c']]);
  });
});
