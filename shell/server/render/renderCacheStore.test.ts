/** @jest-environment node */
import {
  MemoryRenderStore,
  SharedRenderStore,
  type CachedPage,
  type RedisCommands,
} from './renderCacheStore';
import { pollContentGeneration } from './contentGeneration';

const pageOf = (html: string, renderedAt = 1): CachedPage => ({
  html,
  renderedAt,
  generation: '1',
  headers: {},
});

describe('MemoryRenderStore', () => {
  test('keeps at most maxEntries pages, the least recently used going first', async () => {
    const store = new MemoryRenderStore({ maxEntries: 2, maxBytes: 1_000_000 });
    await store.set('a', pageOf('A'));
    await store.set('b', pageOf('B'));
    await store.get('a');
    await store.set('c', pageOf('C'));
    expect(await store.get('b')).toBeNull();
    expect((await store.get('a'))?.html).toBe('A');
    expect((await store.get('c'))?.html).toBe('C');
  });

  test('keeps at most maxBytes, and never a page larger than that', async () => {
    const store = new MemoryRenderStore({ maxEntries: 100, maxBytes: 3_000 });
    await store.set('big', pageOf('x'.repeat(5_000)));
    expect(await store.get('big')).toBeNull();
    await store.set('a', pageOf('x'.repeat(1_000)));
    await store.set('b', pageOf('x'.repeat(1_000)));
    await store.set('c', pageOf('x'.repeat(1_000)));
    expect(store.usage().bytes).toBeLessThanOrEqual(3_000);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('c')).not.toBeNull();
    // a page stored again replaces the old one
    await store.set('c', pageOf('short'));
    expect(store.usage().entries).toBe(2);
  });
});

/** A Redis stand-in: a map, ready or not, failing or hanging on demand. */
function fakeRedis() {
  const data = new Map<string, string>();
  const state = { ready: true, fail: false, hang: false };
  const answer = <T>(value: T): Promise<T> =>
    state.hang
      ? new Promise<T>(() => undefined)
      : state.fail
        ? Promise.reject(new Error('connection lost'))
        : Promise.resolve(value);
  const client: RedisCommands = {
    get isReady() {
      return state.ready;
    },
    get: async (key) => answer(data.get(key) ?? null),
    set: async (key, value) => {
      if (!state.fail && !state.hang) data.set(key, value);
      return answer('OK');
    },
  };
  return { client, data, state };
}

const shared = (redis: ReturnType<typeof fakeRedis>) =>
  new SharedRenderStore(
    new MemoryRenderStore({ maxEntries: 10, maxBytes: 1_000_000 }),
    () => redis.client,
    {
      prefix: 'test:render:',
      ttlMs: 60_000,
      timeoutMs: 20,
      log: () => undefined,
    },
  );

describe('SharedRenderStore', () => {
  test('a page stored by one instance is found by another', async () => {
    const redis = fakeRedis();
    const [one, two] = [shared(redis), shared(redis)];
    await one.set('k', pageOf('from one'));
    expect([...redis.data.keys()]).toEqual(['test:render:k']);
    expect((await two.get('k'))?.html).toBe('from one');
  });

  test('the newer of its own page and the shared one is answered', async () => {
    const redis = fakeRedis();
    const [one, two] = [shared(redis), shared(redis)];
    await two.set('k', pageOf('old', 1));
    await one.set('k', pageOf('new', 2));
    expect((await two.get('k'))?.html).toBe('new');
  });

  test('Redis unreachable, failing or slow: the pages of this process, never an error', async () => {
    const redis = fakeRedis();
    const store = shared(redis);
    redis.state.ready = false;
    await store.set('k', pageOf('local'));
    expect(redis.data.size).toBe(0);
    expect((await store.get('k'))?.html).toBe('local');
    redis.state.ready = true;
    redis.state.fail = true;
    expect((await store.get('k'))?.html).toBe('local');
    await expect(store.set('j', pageOf('j'))).resolves.toBeUndefined();
    redis.state.fail = false;
    redis.state.hang = true;
    expect((await store.get('k'))?.html).toBe('local');
    expect(await store.get('missing')).toBeNull();
  });

  test('an unreadable shared entry is ignored', async () => {
    const redis = fakeRedis();
    redis.data.set('test:render:k', '{not json');
    expect(await shared(redis).get('k')).toBeNull();
    redis.data.set('test:render:k', JSON.stringify({ html: 1 }));
    expect(await shared(redis).get('k')).toBeNull();
  });
});

describe('pollContentGeneration', () => {
  const answering = (...answers: Array<unknown>) => {
    const calls: string[] = [];
    const fetchStub = jest.fn(async (url: URL | RequestInfo) => {
      calls.push(String(url));
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return new Response(JSON.stringify(next), { status: 200 });
    }) as unknown as typeof fetch;
    return { fetchStub, calls };
  };

  test('reads the generation from the cms, and follows it', async () => {
    const { fetchStub, calls } = answering({ generation: '4' }, { generation: '5' });
    const poll = pollContentGeneration({
      cmsUrl: 'http://cms:1337',
      intervalMs: 60_000,
      fetch: fetchStub,
    });
    // the first read starts at once; a refresh meanwhile waits for it
    await poll.refresh();
    expect(calls[0]).toBe('http://cms:1337/api/content-generation');
    expect(poll.current()).toBe('4');
    await poll.refresh();
    expect(poll.current()).toBe('5');
    poll.stop();
  });

  test('unknown when the cms has no cache, an older cms, or the cms unreachable', async () => {
    for (const answer of [{ generation: '' }, {}, new Error('refused')]) {
      const { fetchStub } = answering(answer);
      const poll = pollContentGeneration({
        cmsUrl: 'http://cms',
        intervalMs: 60_000,
        fetch: fetchStub,
      });
      await poll.refresh();
      expect(poll.current()).toBeNull();
      poll.stop();
    }
  });
});
