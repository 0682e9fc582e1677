import { proxy } from 'valtio';
import { apiRequest } from '../api/client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { publish } from '../bus/eventBus';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { pageGlobals } from '../pageGlobals';
import { RETRY_DELAYS_MS, isUnauthorized } from './sessionRetry';

export interface ShippingAddress {
  country?: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  apartment?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  phone?: string;
}

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
  token: string | null;
  user: CurrentUser | null;
  status: 'idle' | 'loading' | 'ready';
}

const AUTH_KEY = '__teashopAuthState__';
const TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

function createState(): AuthState {
  const holder = pageGlobals<AuthState>();
  if (!holder[AUTH_KEY])
    holder[AUTH_KEY] = proxy<AuthState>({ token: null, user: null, status: 'idle' });
  return holder[AUTH_KEY] as AuthState;
}

/** The member's session: token (from the configured cookie) and current user. */
export const authState: AuthState = createState();

export function readToken(): string | null {
  return readCookie(getRuntimeConfig().authCookieName);
}

export function isSignedIn(): boolean {
  return Boolean(authState.token);
}

export function setToken(jwt: string): void {
  writeCookie(getRuntimeConfig().authCookieName, jwt, TOKEN_MAX_AGE);
  authState.token = jwt;
}

export function clearToken(): void {
  deleteCookie(getRuntimeConfig().authCookieName);
  authState.token = null;
}

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
  const token = readToken();
  authState.token = token;
  if (!token) {
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

/** Stores a fresh jwt, loads the user and tells every remote. */
export async function signIn(jwt: string): Promise<CurrentUser | null> {
  setToken(jwt);
  const user = await loadCurrentUser();
  // Still signed in when the user could not be loaded for another reason than the token.
  publish('auth:changed', { signedIn: Boolean(authState.token) });
  return user;
}

/** Clears token and user; the cart store listens to `auth:changed` and resets itself. */
export function signOut(): void {
  stopRetrying();
  clearToken();
  authState.user = null;
  authState.status = 'ready';
  publish('auth:changed', { signedIn: false });
}
