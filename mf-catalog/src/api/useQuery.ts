import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePrefetched } from '@teashop/shared';

export interface QueryResult<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Loads again (after an error). */
  reload: () => void;
}

interface QueryState<T> {
  key: string;
  data?: T;
  error?: Error;
}

/**
 * Loads data for a key (null: nothing to load). The previous answer is dropped when the key
 * changes, and an answer for an old key never overwrites a newer one. The first answer may come
 * from the server render (see usePrefetched); it is not asked for again.
 */
export function useQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): QueryResult<T> {
  const initial = usePrefetched(key, () => load(new AbortController().signal));
  const [state, setState] = useState<QueryState<T> | null>(() =>
    initial !== undefined && key !== null ? { key, data: initial } : null,
  );
  const prefetchedKey = useRef(initial !== undefined ? key : null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) return;
    const prefetched = prefetchedKey.current;
    prefetchedKey.current = null;
    if (prefetched === key && attempt === 0) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current = state && key !== null && state.key === key ? state : null;
  const reload = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  return {
    data: current?.data,
    error: current?.error,
    loading: key !== null && current === null,
    reload,
  };
}
