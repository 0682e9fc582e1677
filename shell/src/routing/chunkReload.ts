const GUARD_MS = 10_000;
const KEY_PREFIX = 'shell:chunk-reload:';

/** True when the error is a failed script/chunk load (webpack, Module Federation or the browser). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Loading chunk|Loading CSS chunk|Failed to fetch dynamically imported module|RUNTIME-008|ScriptExternalLoadError/i.test(
    text,
  );
}

/**
 * Reloads the page after a chunk-load failure, at most once per 10 s per path, so a fresh deploy
 * is picked up without looping on a real outage.
 */
export function reloadAfterChunkError(
  path: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const key = KEY_PREFIX + path;
  const stored = storage.getItem(key);
  if (stored !== null && now - Number(stored) < GUARD_MS) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  const onError = (error: unknown) => {
    if (isChunkLoadError(error)) reloadAfterChunkError(window.location.pathname);
  };
  window.addEventListener('error', (event) => onError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => onError(event.reason));
}
