import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { authState } from '@teashop/shared';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` for the signed-in member whenever `key` changes and keeps only the newest answer.
 * Nothing is requested without a token (the shell is then on its way to the login page).
 */
export function useMemberData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const auth = useSnapshot(authState);
  const [result, setResult] = useState<{ key: string; value: Loaded<T> } | null>(null);
  const signedIn = Boolean(auth.token);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key, value: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is recreated on each render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, signedIn]);

  return result && result.key === key ? result.value : { status: 'loading' };
}
