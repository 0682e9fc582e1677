import { MemoryStore } from './memory-store';
import { NoStore } from './store';

describe('the generation a store reports (GET /api/content-generation)', () => {
  test('the memory store reports its generation, which invalidation moves on', async () => {
    const store = new MemoryStore({ maxEntries: 10, maxBytes: 10_000, ttlMs: 60_000 });
    const first = await store.currentGeneration();
    expect(first).toBe((await store.lookup('any')).generation);
    await store.invalidate();
    const second = await store.currentGeneration();
    expect(second).not.toBe(first);
    expect(second).toBe((await store.lookup('any')).generation);
  });

  test('without a cache there is no generation to follow', async () => {
    expect(await new NoStore().currentGeneration()).toBe('');
  });
});
