/**
 * The content backend's cache generation (`GET /api/content-generation`), which changes whenever
 * published content changes. Read every `intervalMs` in the background, never per request; `null`
 * while it is unknown (the cms's cache is off, the cms is older or unreachable): stored pages then
 * age by time alone.
 */
export interface ContentGeneration {
  current(): string | null;
  /** Reads it now (the first read, and tests). */
  refresh(): Promise<void>;
  stop(): void;
}

export function pollContentGeneration(options: {
  cmsUrl: string;
  intervalMs: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}): ContentGeneration {
  const get = options.fetch ?? fetch;
  const url = new URL('/api/content-generation', options.cmsUrl);
  let value: string | null = null;
  let failing = false;
  let running: Promise<void> | null = null;

  const read = async (): Promise<string | null> => {
    const response = await get(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 2_000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { generation?: unknown };
    return typeof body.generation === 'string' && body.generation !== '' ? body.generation : null;
  };

  const refresh = (): Promise<void> => {
    running ??= read()
      .then((next) => {
        if (failing) options.log?.('[render-cache] content generation read again');
        failing = false;
        value = next;
      })
      .catch((error: unknown) => {
        if (!failing) options.log?.(`[render-cache] content generation unknown: ${String(error)}`);
        failing = true;
        value = null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  void refresh();
  const timer = setInterval(() => void refresh(), options.intervalMs);
  timer.unref();
  return {
    current: () => value,
    refresh,
    stop: () => clearInterval(timer),
  };
}
