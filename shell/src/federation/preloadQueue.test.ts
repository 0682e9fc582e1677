import { createPreloadQueue } from './preloadQueue';

describe('preload queue', () => {
  it('runs at most the limit at once, each key once, and retries a failed key later', async () => {
    const resolvers = new Map<string, { ok: () => void; fail: () => void }>();
    const started: string[] = [];
    const queue = createPreloadQueue(
      5,
      (key) =>
        new Promise<void>((ok, fail) => {
          started.push(key);
          resolvers.set(key, { ok, fail: () => fail(new Error('offline')) });
        }),
    );
    for (let i = 0; i < 8; i += 1) queue.add(`r${i}`);
    queue.add('r0');
    expect(queue.stats()).toEqual({ running: 5, queued: 3, waitingForIdle: 0, limit: 5 });
    expect(started).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);

    resolvers.get('r0')?.ok();
    resolvers.get('r1')?.fail();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    expect(queue.stats().running).toBe(5);

    queue.add('r0');
    queue.add('r1');
    expect(queue.stats().queued).toBe(2);
  });

  it('starts idle-time preloads only when the page is idle, and intent ones at once', () => {
    const started: string[] = [];
    let idle: (() => void) | undefined;
    const schedule = jest.fn((callback: () => void) => {
      idle = callback;
    });
    const queue = createPreloadQueue(
      5,
      (key) => {
        started.push(key);
        return new Promise<void>(() => undefined);
      },
      schedule,
    );
    queue.addWhenIdle('mf-member');
    queue.addWhenIdle('mf-content');
    queue.addWhenIdle('mf-member');
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(queue.stats().waitingForIdle).toBe(2);

    queue.add('mf-content');
    expect(started).toEqual(['mf-content']);

    idle?.();
    expect(started).toEqual(['mf-content', 'mf-member']);
    expect(queue.stats().waitingForIdle).toBe(0);
    queue.addWhenIdle('mf-member');
    expect(schedule).toHaveBeenCalledTimes(1);
  });
});
