import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { startJobQueue, stopJobQueue, type JobQueue } from './job-queue.js';

/**
 * pg-boss on the embedded database: its schema (created under an advisory lock in one script),
 * singleton keys, FOR UPDATE SKIP LOCKED fetches, schedules and maintenance all run on PGlite's
 * one in-process connection.
 */
describe('the job queue on the test database', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const errors: Error[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = await startJobQueue(database.handle.jobConnection, { schedule: false, onError: (error) => errors.push(error) });
  });
  afterAll(async () => {
    await stopJobQueue(queue);
    await database.dispose();
    expect(errors).toEqual([]);
  });

  it('creates its schema once and starts again on it', async () => {
    expect(await queue.isInstalled()).toBe(true);
    const again = await startJobQueue(database.handle.jobConnection, { schedule: false, onError: (error) => errors.push(error) });
    expect(await again.schemaVersion()).toBe(await queue.schemaVersion());
    await stopJobQueue(again);
  });

  it('keeps one waiting job per singleton key, and hands each job to one fetch only', async () => {
    await queue.createQueue('once', { name: 'once', policy: 'short' });
    expect(await queue.send('once', { n: 1 }, { singletonKey: 'same' })).not.toBeNull();
    expect(await queue.send('once', { n: 2 }, { singletonKey: 'same' })).toBeNull();
    await queue.insert([
      { name: 'once', data: { n: 3 }, singletonKey: 'other' },
      { name: 'once', data: { n: 4 }, singletonKey: 'other' },
    ]);
    const [first, second] = await Promise.all([queue.fetch('once', { batchSize: 5 }), queue.fetch('once', { batchSize: 5 })]);
    const fetched = [...first, ...second].map((job) => (job.data as { n: number }).n);
    expect(fetched).toHaveLength(2);
    expect(fetched).toContain(1);
    await queue.complete(
      'once',
      [...first, ...second].map((job) => job.id),
    );
    expect(await queue.getQueueSize('once')).toBe(0);
  });

  it('keeps schedules and runs its maintenance under its advisory lock', async () => {
    await queue.createQueue('every-minute', { name: 'every-minute' });
    await queue.schedule('every-minute', '* * * * *', {}, { tz: 'Europe/Madrid' });
    expect((await queue.getSchedules()).map((schedule) => schedule.name)).toEqual(['every-minute']);
    await queue.maintain();
  });

  it('leaves the shared connection usable after one of its scripts fails inside its own transaction', async () => {
    const connection = database.handle.jobConnection;
    await expect(connection.executeSql('begin; select 1/0; commit;', [])).rejects.toThrow(/division by zero/);
    expect((await connection.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
  });
});
