import { proxy } from 'valtio';
import { apiRequest } from '../api/client';
import { getRuntimeConfig, publish, pageGlobals, signedInCookieName } from '@teashop/contracts';
import { deleteCookie, readCookie } from './cookies';
import type { ShippingAddress } from '@teashop/contracts';
import { RETRY_DELAYS_MS, isUnauthorized } from './sessionRetry';

export type { ShippingAddress };

export interface CurrentUser {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  birthday?: string | null;
  phone?: string | null;
  shippingAddress?: ShippingAddress | null;
  confirmed?: boolean;
  /** a new e-mail address waiting for the member to open the link mailed to it */
  pendingEmail?: string | null;
  provider?: string;
}

export interface AuthState {
  /** A member is signed in (the shop server holds the session in an HttpOnly cookie). */
  signedIn: boolean;
  /**
   * @deprecated use `signedIn`. Kept for remotes built against earlier versions: the signed-in
   * marker (the member's id) when signed in, else null. Never the session token, which no script
   * can read.
   */
  token: string | null;
  user: CurrentUser | null;
  status: 'idle' | 'loading' | 'ready';
}

const AUTH_KEY = '__teashopAuthState__';

function createState(): AuthState {
  const holder = pageGlobals<AuthState>();
  if (!holder[AUTH_KEY])
    holder[AUTH_KEY] = proxy<AuthState>({
      signedIn: false,
      token: null,
      user: null,
      status: 'idle',
    });
  const state = holder[AUTH_KEY] as AuthState;
  // a state made by an earlier version of this module, shared on the page
  if (typeof state.signedIn !== 'boolean') state.signedIn = Boolean(state.token);
  return state;
}

/** The member's session as the page knows it: signed in or not, and the current user. */
export const authState: AuthState = createState();

/**
 * The signed-in member's id from the page-readable marker cookie the shop server writes beside
 * its HttpOnly session cookie (see sessionCookie.ts), or null when nobody is signed in.
 */
export function signedInMember(): string | null {
  return readCookie(signedInCookieName(getRuntimeConfig().authCookieName)) || null;
}

/**
 * @deprecated use `signedInMember()`. The signed-in marker (the member's id), or null; never the
 * session token, which no script can read.
 */
export function readToken(): string | null {
  return signedInMember();
}

export function isSignedIn(): boolean {
  return authState.signedIn;
}

function markSignedIn(member: string | null): void {
  authState.signedIn = Boolean(member);
  authState.token = member;
}

/**
 * @deprecated the shop server sets the session from the content backend's answer; this only
 * reads the marker it wrote. The argument is ignored.
 */
export function setToken(_ignored?: string): void {
  markSignedIn(signedInMember());
}

/**
 * Forgets the session on this page (the marker cookie and the state). The HttpOnly session cookie
 * itself is cleared by the shop server (`signOut()`, or its answer to a refused session).
 */
export function clearToken(): void {
  deleteCookie(signedInCookieName(getRuntimeConfig().authCookieName));
  markSignedIn(null);
}

/** Where the shop server ends the session. */
export const LOGOUT_PATH = '/session/logout';

let latestLoad = 0;

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retriesDone = 0;
let waitingForEvent = false;

function stopRetrying(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retriesDone = 0;
  if (waitingForEvent && typeof window !== 'undefined') {
    window.removeEventListener('focus', retryOnEvent);
    window.removeEventListener('online', retryOnEvent);
  }
  waitingForEvent = false;
}

function retryOnEvent(): void {
  stopRetrying();
  void loadCurrentUser();
}

/**
 * After a failure that says nothing about the token (aborted, timed out, offline, 5xx): a few
 * retries with growing pauses, then one more when the window gets focus or the network returns.
 */
function scheduleRetry(): void {
  if (typeof window === 'undefined' || retryTimer !== null || waitingForEvent) return;
  const delay = RETRY_DELAYS_MS[retriesDone];
  if (delay !== undefined) {
    retriesDone += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void loadCurrentUser({ retry: true });
    }, delay);
    return;
  }
  waitingForEvent = true;
  window.addEventListener('focus', retryOnEvent);
  window.addEventListener('online', retryOnEvent);
}

/**
 * GET /users/me. Only an answer rejecting the token as unauthorized (401, 403) clears it; any
 * other failure (an aborted request, a timeout, no network, a 5xx) keeps the token and the user
 * already known and retries later. Of loads that overlap, only the newest one's answer is kept:
 * an older answer may predate a change the newer one sees.
 */
export async function loadCurrentUser(
  options: { retry?: boolean } = {},
): Promise<CurrentUser | null> {
  if (!options.retry) stopRetrying();
  const member = signedInMember();
  markSignedIn(member);
  if (!member) {
    stopRetrying();
    authState.user = null;
    authState.status = 'ready';
    return null;
  }
  const load = ++latestLoad;
  authState.status = 'loading';
  try {
    const user = await apiRequest<CurrentUser>('/users/me', {
      query: { populate: 'shippingAddress' },
    });
    if (load === latestLoad) {
      stopRetrying();
      authState.user = user;
    }
    return user;
  } catch (error) {
    if (load !== latestLoad) return null;
    if (isUnauthorized(error)) {
      stopRetrying();
      clearToken();
      authState.user = null;
      return null;
    }
    scheduleRetry();
    return authState.user;
  } finally {
    if (load === latestLoad) authState.status = 'ready';
  }
}

/**
 * After an answer with which the shop server started a session (log-in, sign-up, password reset,
 * third-party login): loads the user and tells every remote. The token itself never reaches the
 * page; the argument older callers pass is ignored.
 */
export async function signIn(_ignored?: string): Promise<CurrentUser | null> {
  const user = await loadCurrentUser();
  // Still signed in when the user could not be loaded for another reason than the token.
  publish('auth:changed', { signedIn: authState.signedIn });
  return user;
}

/**
 * Ends the session: the shop server clears its cookies (POST /session/logout), the page forgets
 * the user at once; the cart store listens to `auth:changed` and resets itself.
 */
export function signOut(): void {
  stopRetrying();
  clearToken();
  authState.user = null;
  authState.status = 'ready';
  if (typeof fetch === 'function' && typeof window !== 'undefined') {
    void fetch(LOGOUT_PATH, { method: 'POST', credentials: 'same-origin' }).catch(() => {
      // offline: the marker is gone from this page; the server refuses the stale session later
    });
  }
  publish('auth:changed', { signedIn: false });
}
