import { statementBatchSize } from '../metrics/instruments.js';

/** More than a busy instance gathers while one statement runs, few enough to keep the statement small. */
export const BATCH_MAX = 64;

/**
 * Runs the requests of a hot path that arrive together as one statement. The database pays for
 * a statement (its round trip, executor start, snapshot and locks, and for a write the commit
 * and, on PostgreSQL, the disk flush) once per batch instead of once per request, which is most
 * of what a small read or write costs.
 *
 * One batch runs at a time per database: requests arriving meanwhile, and those that arrived in
 * the same turn of the event loop as the first, make up the next one. A batch holds at most one
 * request per key (a check-in's user), so a statement never writes the same rows twice; a
 * key's later requests wait, in order, for a later batch. A batch runs in the order of its keys, so
 * the batches of several instances lock their rows in one order and cannot deadlock. A batch
 * that fails is run again one request at a time, so that a request that cannot succeed fails
 * alone.
 */
export class StatementBatches<Request, Outcome> {
  private readonly waiting: Waiting<Request, Outcome>[] = [];
  private running = false;
  private readonly sizes: { observe: (size: number) => void };

  constructor(
    private readonly options: {
      /** Names the batcher in the metrics' batch sizes. */
      name: string;
      /** Runs one batch and answers each of its requests, in their order. */
      run: (requests: Request[]) => Promise<Outcome[]>;
      keyOf: (request: Request) => string;
    },
  ) {
    this.sizes = statementBatchSize.labels(options.name);
  }

  submit(request: Request): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      // Requests read from the network in this turn of the event loop join the first batch.
      if (!this.running && this.waiting.length === 1) setImmediate(() => void this.runBatches());
    });
  }

  private async runBatches(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length) {
        const batch = this.takeBatch();
        this.sizes.observe(batch.length);
        await this.runBatch(batch);
      }
    } finally {
      this.running = false;
    }
  }

  /** The waiting requests of the next batch: the first of each key, in order, up to the size limit. */
  private takeBatch(): Waiting<Request, Outcome>[] {
    const keys = new Set<string>();
    const batch: Waiting<Request, Outcome>[] = [];
    let index = 0;
    while (index < this.waiting.length && batch.length < BATCH_MAX) {
      const key = this.options.keyOf(this.waiting[index]!.request);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(index, 1));
    }
    return batch.sort((a, b) => compare(this.options.keyOf(a.request), this.options.keyOf(b.request)));
  }

  private async runBatch(batch: Waiting<Request, Outcome>[]): Promise<void> {
    try {
      const outcomes = await this.options.run(batch.map((each) => each.request));
      batch.forEach((each, index) => each.resolve(outcomes[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const each of batch) await this.runBatch([each]);
    }
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Waiting<Request, Outcome> {
  request: Request;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}
