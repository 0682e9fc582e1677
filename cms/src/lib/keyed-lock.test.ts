import { KeyedLock } from './keyed-lock';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedLock', () => {
  test('work of one key runs one at a time, in order, even after a failure', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      lock.run('a', step('1')),
      lock.run('a', step('2', true)),
      lock.run('a', step('3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(lock.size).toBe(0);
  });

  test('different keys do not wait for each other', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const blocked = lock.run('a', () => new Promise<void>((r) => (release = r)));
    await lock.run('b', async () => {
      log.push('b ran');
    });
    expect(log).toEqual(['b ran']);
    release();
    await blocked;
  });
});
