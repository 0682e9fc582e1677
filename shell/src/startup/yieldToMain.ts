interface SchedulingGlobal {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work where the browser
 * can (`scheduler.yield`). Between the steps of starting the page, so that a tap or a paint waiting
 * meanwhile is taken at once instead of after one long task.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as SchedulingGlobal;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
