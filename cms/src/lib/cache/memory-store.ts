import type { CacheStore, CachedAnswer, Lookup } from './store';

interface Entry {
  answer: CachedAnswer;
  generation: number;
  size: number;
  expiresAt: number;
}

/**
 * Cache in this process: least recently used entries go first once `maxEntries` or `maxBytes`
 * (body sizes) is reached; entries also expire after `ttlMs`, a bound on staleness should a change
 * ever bypass invalidation (e.g. an edit made directly in the database).
 */
export class MemoryStore implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;

  constructor(private readonly options: { maxEntries: number; maxBytes: number; ttlMs: number }) {}

  async lookup(key: string, now = Date.now()): Promise<Lookup> {
    const generation = String(this.generation);
    const entry = this.entries.get(key);
    if (!entry) return { generation };
    if (entry.generation !== this.generation || entry.expiresAt <= now) {
      this.remove(key, entry);
      return { generation };
    }
    // Map order is the recency order: move to the end
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { generation, answer: entry.answer };
  }

  async currentGeneration(): Promise<string> {
    return String(this.generation);
  }

  async save(
    key: string,
    answer: CachedAnswer,
    generation: string,
    now = Date.now(),
  ): Promise<void> {
    if (Number(generation) !== this.generation) return;
    const size = Buffer.byteLength(answer.body) + key.length;
    if (size > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, {
      answer,
      generation: this.generation,
      size,
      expiresAt: now + this.options.ttlMs,
    });
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes)
        break;
      this.remove(oldKey, old);
    }
  }

  async invalidate(): Promise<void> {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Entries and bytes held (for tests and diagnostics). */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
