/**
 * The shop server's per-request scope for the member's token (Node only: never imported by browser
 * code). One AsyncLocalStorage for the whole process, kept under a global symbol, so the shell's
 * server code and every remote's server bundle (each with its own copy of this package) read the
 * same scope: what a request asks the content backend for on the member's behalf carries that
 * request's token and no other, however many requests run at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { MEMBER_SCOPE_KEY } from './sessionCookie';

function storage(): AsyncLocalStorage<string | null> {
  const holder = globalThis as Record<symbol, unknown>;
  let found = holder[MEMBER_SCOPE_KEY] as AsyncLocalStorage<string | null> | undefined;
  if (!found) {
    found = new AsyncLocalStorage<string | null>();
    holder[MEMBER_SCOPE_KEY] = found;
  }
  return found;
}

/** Runs `work` (and everything it starts) with `token` as the member's token (null: anonymous). */
export function runWithMemberToken<T>(token: string | null, work: () => T): T {
  return storage().run(token, work);
}
