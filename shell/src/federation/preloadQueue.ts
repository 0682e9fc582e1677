import { afterPageIdle } from '@teashop/runtime';

/** Calls `callback` once; an idle-time scheduler (see `afterPageIdle`) or a test double. */
export type Scheduler = (callback: () => void) => void;

/**
 * Runs tasks with at most `limit` in flight; each key runs once (a failed one may run again).
 * `add` starts a key as soon as a slot is free; `addWhenIdle` waits for `scheduleIdle` first, so
 * speculative work never competes with the page being shown. A key waiting for idle time that is
 * then `add`ed (the user shows intent) starts at once.
 */
export function createPreloadQueue(
  limit: number,
  runTask: (key: string) => Promise<unknown>,
  scheduleIdle: Scheduler = afterPageIdle,
) {
  let running = 0;
  const queue: string[] = [];
  const seen = new Set<string>();
  const waitingForIdle = new Set<string>();
  let idleScheduled = false;

  const pump = () => {
    while (running < limit && queue.length > 0) {
      const key = queue.shift() as string;
      running += 1;
      runTask(key)
        .catch(() => seen.delete(key))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  const add = (key: string): void => {
    waitingForIdle.delete(key);
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(key);
    pump();
  };

  const onIdle = () => {
    idleScheduled = false;
    const keys = [...waitingForIdle];
    waitingForIdle.clear();
    keys.forEach(add);
  };

  return {
    add,
    addWhenIdle(key: string): void {
      if (seen.has(key) || waitingForIdle.has(key)) return;
      waitingForIdle.add(key);
      if (!idleScheduled) {
        idleScheduled = true;
        scheduleIdle(onIdle);
      }
    },
    stats: () => ({ running, queued: queue.length, waitingForIdle: waitingForIdle.size, limit }),
  };
}
