/**
 * Runs work for one key at a time within this process (other keys run freely): a member's
 * checkout calls are handled one after the other. The database guards (unique columns,
 * conditional updates) keep several processes correct; this lock keeps one process from even
 * racing, so a double click never asks Stripe twice at the same moment.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    // the next caller waits for this one, whatever its outcome
    const tail = current.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Keys with work running or waiting (for tests). */
  get size(): number {
    return this.tails.size;
  }
}
