import { isChunkLoadError, reloadAfterChunkError } from './chunkReload';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('chunk-load failure reload guard', () => {
  it('recognises chunk-load errors', () => {
    const e = new Error('Loading chunk 42 failed.');
    e.name = 'ChunkLoadError';
    expect(isChunkLoadError(e)).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadAfterChunkError('/products', 1_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError('/products', 5_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkError('/news', 5_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError('/products', 11_001, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
