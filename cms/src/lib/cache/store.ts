/** One cached public answer: what the client receives, and its strong validator. */
export interface CachedAnswer {
  status: number;
  contentType: string;
  etag: string;
  body: string;
}

/** A cached answer as looked up: the store's current generation, and the entry if still valid. */
export interface Lookup {
  /** changes whenever public content changes; a save carries the one read before the answer */
  generation: string;
  answer?: CachedAnswer;
}

/**
 * Where public answers are kept. Invalidation is by generation: `invalidate()` moves every reader
 * to a new generation, so entries saved under an older one are never served again, including an
 * answer computed while content was being changed (it is saved under the generation read before).
 */
export interface CacheStore {
  readonly kind: string;
  lookup(key: string): Promise<Lookup>;
  /** The current generation; '' when there is none to follow (no cache, or Redis is down). */
  currentGeneration(): Promise<string>;
  save(key: string, answer: CachedAnswer, generation: string): Promise<void>;
  invalidate(): Promise<void>;
}

/** No caching at all (`CMS_CACHE=off`): every lookup misses, nothing is kept. */
export class NoStore implements CacheStore {
  readonly kind = 'off';
  async lookup(): Promise<Lookup> {
    return { generation: '0' };
  }
  async currentGeneration(): Promise<string> {
    return '';
  }
  async save(): Promise<void> {}
  async invalidate(): Promise<void> {}
}
