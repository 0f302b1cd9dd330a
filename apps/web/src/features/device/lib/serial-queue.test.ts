import { describe, expect, it } from 'vitest';
import { QueueClearedError, SerialQueue } from './serial-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('SerialQueue', () => {
  it('starts a task only when the previous one has settled, failures included', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = deferred();
    const a = queue.run(async () => {
      log.push('a start');
      await first.promise;
      log.push('a end');
      throw new Error('a failed');
    });
    const b = queue.run(async () => {
      log.push('b');
      return 'b done';
    });
    await Promise.resolve();
    expect(log).toEqual(['a start']);
    first.resolve();
    await expect(a).rejects.toThrow('a failed');
    await expect(b).resolves.toBe('b done');
    expect(log).toEqual(['a start', 'a end', 'b']);
  });

  it('drops waiting tasks on clear, lets the running one finish, and runs later ones', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const first = deferred();
    const running = queue.run(async () => {
      log.push('started');
      await first.promise;
      log.push('running');
    });
    // Tasks start on a later microtask: let the first one begin before clearing.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual(['started']);
    const dropped = queue
      .run(async () => {
        log.push('dropped');
      })
      .catch((error: unknown) => error);
    queue.clear();
    const after = queue.run(async () => {
      log.push('after');
    });
    first.resolve();
    await running;
    expect(await dropped).toBeInstanceOf(QueueClearedError);
    await after;
    expect(log).toEqual(['started', 'running', 'after']);
  });
});
