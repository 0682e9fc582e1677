/** One stored page: its HTML with the nonce placeholder, and what its answer needs besides. */
export interface CachedPage {
  html: string;
  /** When it was rendered (ms since the epoch). */
  renderedAt: number;
  /** The content generation it was rendered under ('' when unknown). */
  generation: string;
  /** Headers of the answer besides the ones every page gets (e.g. X-Robots-Tag). */
  headers: Record<string, string>;
}

/** Where rendered pages are kept. A store that fails answers `null`: the page is rendered. */
export interface RenderStore {
  readonly kind: string;
  get(key: string): Promise<CachedPage | null>;
  set(key: string, page: CachedPage): Promise<void>;
}

const pageBytes = (key: string, page: CachedPage): number =>
  Buffer.byteLength(page.html) + key.length * 2 + 256;

/**
 * Pages in this process: the least recently used go first once `maxEntries` pages or `maxBytes`
 * (roughly, their HTML) are held. A page larger than `maxBytes` is not kept.
 */
export class MemoryRenderStore implements RenderStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, { page: CachedPage; size: number }>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  async get(key: string): Promise<CachedPage | null> {
    return this.peek(key);
  }

  /** The page without waiting (this store never does), moved to the recent end. */
  peek(key: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  async set(key: string, page: CachedPage): Promise<void> {
    this.put(key, page);
  }

  put(key: string, page: CachedPage): void {
    const size = pageBytes(key, page);
    this.remove(key);
    if (size > this.limits.maxBytes) return;
    this.entries.set(key, { page, size });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Pages and bytes held. */
  usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** The few commands of a Redis client the shared store uses (node-redis 5). */
export interface RedisCommands {
  readonly isReady: boolean;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, options: { PX: number }): Promise<unknown>;
}

/**
 * Pages shared by every shop server through Redis, with the pages of this process in front: a
 * page this process holds is answered without a round trip; one it does not is looked up in Redis
 * (rendered by another instance) and kept here too. Entries in Redis expire after `ttlMs`. While
 * Redis is unreachable, or a command fails or takes longer than `timeoutMs`, it acts as the
 * memory store alone.
 */
export class SharedRenderStore implements RenderStore {
  readonly kind = 'redis';

  constructor(
    private readonly local: MemoryRenderStore,
    private readonly redis: () => RedisCommands | null,
    private readonly options: {
      prefix: string;
      ttlMs: number;
      timeoutMs: number;
      log?: (message: string) => void;
    },
  ) {}

  async get(key: string): Promise<CachedPage | null> {
    const mine = this.local.peek(key);
    const client = this.ready();
    if (!client) return mine;
    // a newer page rendered by another instance replaces the one held here
    const raw = await this.command(client.get(this.options.prefix + key));
    if (typeof raw !== 'string') return mine;
    const shared = parsePage(raw);
    if (!shared || (mine && mine.renderedAt >= shared.renderedAt)) return mine;
    this.local.put(key, shared);
    return shared;
  }

  async set(key: string, page: CachedPage): Promise<void> {
    this.local.put(key, page);
    const client = this.ready();
    if (!client) return;
    await this.command(
      client.set(this.options.prefix + key, JSON.stringify(page), { PX: this.options.ttlMs }),
    );
  }

  private ready(): RedisCommands | null {
    try {
      const client = this.redis();
      return client?.isReady ? client : null;
    } catch {
      return null;
    }
  }

  /** The command's answer, or undefined when it failed or took too long. */
  private async command<T>(pending: Promise<T>): Promise<T | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.timeoutMs);
    });
    try {
      return await Promise.race([pending, timeout]);
    } catch (error) {
      this.options.log?.(`[render-cache] redis: ${String(error)}`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}

function parsePage(raw: string): CachedPage | null {
  try {
    const page = JSON.parse(raw) as Partial<CachedPage>;
    if (
      typeof page.html !== 'string' ||
      typeof page.renderedAt !== 'number' ||
      typeof page.generation !== 'string' ||
      typeof page.headers !== 'object' ||
      page.headers === null
    ) {
      return null;
    }
    return page as CachedPage;
  } catch {
    return null;
  }
}
