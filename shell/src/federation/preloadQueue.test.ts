import { afterPageIdle, createPreloadQueue } from './preloadQueue';

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

describe('afterPageIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('waits for requestIdleCallback, with a timeout, once the page has loaded', () => {
    const requestIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback });
    const callback = jest.fn();
    afterPageIdle(callback, 2000);
    expect(document.readyState).toBe('complete');
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 });
    expect(callback).not.toHaveBeenCalled();
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    afterPageIdle(callback, 3000, 1500);
    jest.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event while the page is still loading', () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const callback = jest.fn();
    afterPageIdle(callback, 3000, 10);
    jest.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
