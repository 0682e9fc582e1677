import { useEffect, useRef, useState } from 'react';
import { toApiError, usePrefetched, type ApiError } from '@teashop/shared';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: ApiError };

/**
 * Runs a content request whenever `key` changes and keeps its state. The request gets an abort
 * signal; answers of superseded requests are dropped. The first answer may come from the server
 * render (see usePrefetched); it is not asked for again.
 */
export function useCmsQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): QueryState<T> & { reload: () => void } {
  const initial = usePrefetched(key, () => load(new AbortController().signal));
  const [state, setState] = useState<{ key: string; attempt: number; value: QueryState<T> }>(() =>
    initial !== undefined
      ? { key, attempt: 0, value: { status: 'success', data: initial } }
      : { key: '', attempt: 0, value: { status: 'loading' } },
  );
  const prefetchedKey = useRef(initial !== undefined ? key : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const prefetched = prefetchedKey.current;
    prefetchedKey.current = null;
    if (prefetched === key && attempt === 0) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setState({ key, attempt, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, attempt, value: { status: 'error', error: toApiError(error) } });
      },
    );
    return () => controller.abort();
    // `load` is recreated on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const current: QueryState<T> =
    state.key === key && state.attempt === attempt ? state.value : { status: 'loading' };
  return { ...current, reload: () => setAttempt((n) => n + 1) };
}
