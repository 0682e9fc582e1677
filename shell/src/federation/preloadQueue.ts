/** Runs tasks with at most `limit` in flight; each key runs once (a failed one may run again). */
export function createPreloadQueue(limit: number, runTask: (key: string) => Promise<unknown>) {
  let running = 0;
  const queue: string[] = [];
  const seen = new Set<string>();

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

  return {
    add(key: string): void {
      if (seen.has(key)) return;
      seen.add(key);
      queue.push(key);
      pump();
    },
    stats: () => ({ running, queued: queue.length, limit }),
  };
}
