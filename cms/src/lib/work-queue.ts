/** Thrown by `WorkQueue.run` when the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('Too many requests are waiting');
    this.name = 'QueueFullError';
  }
}

/**
 * Runs at most `concurrency` tasks at a time, in arrival order; at most `maxWaiting` wait (beyond
 * that `run` rejects with `QueueFullError`).
 *
 * A task never starts in the turn of the event loop that queued it, but on a later one, after the
 * sockets that became readable meanwhile: for CPU-bound request handlers this is what keeps waits
 * about equal. Started at once, a handler whose work is all synchronous or promise-chained runs to
 * its end before the next socket is read, and under load a busy process then serves some
 * connections again and again while others wait for seconds.
 */
export class WorkQueue {
  private running = 0;
  private scheduled = false;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }

  /** Starts the next task on the next turn of the event loop, if a place is free. */
  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.running >= this.concurrency) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const start = this.running < this.concurrency ? this.waiting.shift() : undefined;
      if (start) {
        this.running += 1;
        start();
      }
      this.schedule();
    });
  }
}
