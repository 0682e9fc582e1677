import { createContext, useContext } from 'react';

/**
 * Data loaded while a page renders on the server, handed to the browser so hydration renders the
 * same HTML without asking the content backend again.
 */
export type PrefetchEntry =
  | { status: 'pending'; promise: Promise<void> }
  | { status: 'done'; value: unknown }
  | { status: 'failed' };

export interface Prefetch {
  /** true while rendering on the server: missing data is loaded and the render waits for it. */
  readonly server: boolean;
  readonly entries: Map<string, PrefetchEntry>;
}

export const PrefetchContext = createContext<Prefetch | null>(null);

export function serverPrefetch(values: Record<string, unknown> = {}): Prefetch {
  return { server: true, entries: seeded(values) };
}

export function clientPrefetch(values: Record<string, unknown>): Prefetch {
  return { server: false, entries: seeded(values) };
}

function seeded(values: Record<string, unknown>): Map<string, PrefetchEntry> {
  return new Map(
    Object.entries(values).map(([key, value]) => [key, { status: 'done', value } as const]),
  );
}

/** The loaded values, for embedding in the page. */
export function prefetchedValues(prefetch: Prefetch): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, entry] of prefetch.entries) {
    if (entry.status === 'done') values[key] = entry.value;
  }
  return values;
}

/**
 * The value for `key` that was loaded on the server. On the server a missing value is loaded with
 * `load` and the render suspends until it is there (a failed load gives undefined: the page shows
 * its loading state and the browser tries again). In the browser it is the value the server
 * embedded for the first render, or undefined.
 */
export function usePrefetched<T>(key: string | null, load: () => Promise<T>): T | undefined {
  const prefetch = useContext(PrefetchContext);
  if (!prefetch || key === null) return undefined;
  const entry = prefetch.entries.get(key);
  if (prefetch.server) {
    if (!entry) {
      const promise = load().then(
        (value) => void prefetch.entries.set(key, { status: 'done', value }),
        () => void prefetch.entries.set(key, { status: 'failed' }),
      );
      prefetch.entries.set(key, { status: 'pending', promise });
      throw promise;
    }
    if (entry.status === 'pending') throw entry.promise;
  }
  return entry?.status === 'done' ? (entry.value as T) : undefined;
}
