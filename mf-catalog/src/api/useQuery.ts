import { useCallback, useEffect, useEffectEvent, useState } from 'react';

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
 * changes, and an answer for an old key never overwrites a newer one.
 */
export function useQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): QueryResult<T> {
  const [state, setState] = useState<QueryState<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) return;
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
