/**
 * The shop server's per-request scope for the preview token (Node only: never imported by browser
 * code). One AsyncLocalStorage for the whole process, kept under a global symbol, so the shell's
 * server code and every remote's server bundle (each with its own copy of this package) read the
 * same scope: whatever a page's render asks the content backend for, directly or after waiting
 * for data, runs with that request's token and no other.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PREVIEW_SCOPE_KEY } from './previewToken';

function storage(): AsyncLocalStorage<string | null> {
  const holder = globalThis as Record<symbol, unknown>;
  let found = holder[PREVIEW_SCOPE_KEY] as AsyncLocalStorage<string | null> | undefined;
  if (!found) {
    found = new AsyncLocalStorage<string | null>();
    holder[PREVIEW_SCOPE_KEY] = found;
  }
  return found;
}

/** Runs `work` (and everything it starts) with `token` as the page's preview token (null: none). */
export function runWithPreviewToken<T>(token: string | null, work: () => T): T {
  return storage().run(token, work);
}
