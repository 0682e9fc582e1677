import { QueueFullError, WorkQueue } from './work-queue';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const settle = async (turns = 20) => {
  for (let i = 0; i < turns; i += 1) await nextTurn();
};

/** A task that records its start and ends when `finish()` is called. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: () => {
      log.push(`start ${name}`);
      return done.then(() => {
        log.push(`end ${name}`);
        return name;
      });
    },
    finish: () => finish(),
  };
}

describe('WorkQueue', () => {
  test('a task starts on a later turn of the event loop, not in the turn that queued it', async () => {
    const queue = new WorkQueue(4);
    const log: string[] = [];
    const a = task(log, 'a');
    const result = queue.run(a.run);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(log).toEqual([]);
    await nextTurn();
    await nextTurn();
    expect(log).toEqual(['start a']);
    a.finish();
    await expect(result).resolves.toBe('a');
  });

  test('runs at most `concurrency` tasks, the others in arrival order', async () => {
    const queue = new WorkQueue(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = [a!, b!, c!].map((t) => queue.run(t.run));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    // arriving while the others run, d waits behind c
    results.push(queue.run(d!.run));
    b!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a!.finish();
    await settle();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    c!.finish();
    d!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  test('a failing task frees its place and its caller gets the error', async () => {
    const queue = new WorkQueue(1);
    const failed = queue.run(() => Promise.reject(new Error('broken')));
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('broken');
    await expect(next).resolves.toBe('next');
  });

  test('beyond `maxWaiting` waiting tasks, run is refused at once', async () => {
    const queue = new WorkQueue(1, 2);
    const log: string[] = [];
    const running = task(log, 'running');
    const first = queue.run(running.run);
    await settle();
    const waiting = [queue.run(async () => 'w1'), queue.run(async () => 'w2')];
    await expect(queue.run(async () => 'w3')).rejects.toBeInstanceOf(QueueFullError);
    running.finish();
    await expect(Promise.all([first, ...waiting])).resolves.toEqual(['running', 'w1', 'w2']);
  });
});
