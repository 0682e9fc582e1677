import { proxy } from 'valtio';
import { apiRequest } from '../api/client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { publish } from '../bus/eventBus';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { pageGlobals } from '../pageGlobals';

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

/**
 * GET /users/me (no retries). A failure clears the token (spec section 4). Of loads that overlap,
 * only the newest one's answer is kept: an older answer may predate a change the newer one sees.
 */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  const token = readToken();
  authState.token = token;
  if (!token) {
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
    if (load === latestLoad) authState.user = user;
    return user;
  } catch {
    if (load === latestLoad) {
      clearToken();
      authState.user = null;
    }
    return null;
  } finally {
    if (load === latestLoad) authState.status = 'ready';
  }
}

/** Stores a fresh jwt, loads the user and tells every remote. */
export async function signIn(jwt: string): Promise<CurrentUser | null> {
  setToken(jwt);
  const user = await loadCurrentUser();
  publish('auth:changed', { signedIn: Boolean(user) });
  return user;
}

/** Clears token and user; the cart store listens to `auth:changed` and resets itself. */
export function signOut(): void {
  clearToken();
  authState.user = null;
  authState.status = 'ready';
  publish('auth:changed', { signedIn: false });
}
