/** Thrown to the callers of tasks dropped by `clear()`. */
export class QueueClearedError extends Error {
  constructor() {
    super('Dropped: the output was stopped');
    this.name = 'QueueClearedError';
  }
}

/**
 * Runs async tasks strictly one after the other: a GATT characteristic accepts one operation
 * at a time, so a write starts only when the previous one has settled.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private generation = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const result = this.tail.then(() => {
      if (generation !== this.generation) throw new QueueClearedError();
      return task();
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Drops every task not yet started; the one running finishes first. */
  clear(): void {
    this.generation += 1;
  }
}
