import { authState, clearToken } from '@teashop/runtime';
import { NO_SESSION_HEADER } from '@teashop/contracts';
import type { AreaRenderOptions } from '@teashop/runtime/test-support';
import translations from '../i18n';

export const CMS = 'http://cms.test';

/**
 * The member area for `renderInArea`: its name, its texts and the settings it reads (the content
 * backend, the session cookie's name, third-party log-in providers).
 */
export const member = {
  area: 'mf-member',
  translations,
  config: { cmsUrl: CMS, authCookieName: 'teashop_jwt', authProviders: [] as string[] },
} satisfies Pick<AreaRenderOptions, 'area' | 'translations' | 'config'>;

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export interface FetchCall {
  url: URL;
  init: RequestInit;
  body: unknown;
}

const SESSION = 'teashop_jwt';
const MARKER = 'teashop_jwt_member';
const STARTS_SESSION =
  /^(POST \/api\/auth\/(local|local\/register|reset-password|forgot-password)|GET \/api\/auth\/[^/]+\/callback)$/;

/**
 * The member's session as the shop server holds it. In a browser it is an HttpOnly cookie; here
 * a cookie of the test page stands in for it, and `mockFetch` plays the shop server's part.
 */
export function sessionCookie(): string | null {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SESSION);
  return found?.[1] || null;
}

function setSession(token: string | null, member = 'member'): void {
  document.cookie = token ? `${SESSION}=${token}; Path=/` : `${SESSION}=; Path=/; Max-Age=0`;
  document.cookie = token ? `${MARKER}=${member}; Path=/` : `${MARKER}=; Path=/; Max-Age=0`;
}

/**
 * What the shop server does with an answer: a `jwt` in it becomes the session (and leaves the
 * body); an answer to a log-in without one ends the session.
 */
async function asShopServer(route: string, response: Response): Promise<Response> {
  const starting = STARTS_SESSION.test(route);
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  if (data && typeof data === 'object' && 'jwt' in data) {
    const { jwt, ...rest } = data as { jwt?: unknown; user?: { id?: unknown } };
    if (typeof jwt === 'string' && response.ok) setSession(jwt, String(rest.user?.id ?? 'member'));
    else if (starting) setSession(null);
    return json(response.status, rest);
  }
  if (starting) setSession(null);
  return new Response(text, { status: response.status, headers: response.headers });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path"; records every call as the content backend
 * would see it through the shop server (the session added as Authorization).
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const route = `${method} ${url.pathname}`;
    const headers = new Headers(init.headers);
    const session = sessionCookie();
    if (
      session &&
      !STARTS_SESSION.test(route) &&
      !headers.has('Authorization') &&
      !headers.has(NO_SESSION_HEADER)
    ) {
      headers.set('Authorization', `Bearer ${session}`);
    }
    headers.delete(NO_SESSION_HEADER);
    const forwarded = { ...init, headers };
    calls.push({ url, init: forwarded, body });
    if (route === 'POST /session/logout') {
      setSession(null);
      return new Response(null, { status: 204 });
    }
    const handler = handlers[route];
    if (!handler)
      return json(404, { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    return asShopServer(route, await handler(url, forwarded));
  });
  return { calls, spy };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The content backend's error answer; `code` is its `details.code`. */
export function strapiError(
  status: number,
  name: string,
  message: string,
  code?: string,
): Response {
  const details = code ? { code } : {};
  return json(status, { data: null, error: { status, name, message, details } });
}

export const DEMO_USER = {
  id: 7,
  documentId: 'u7',
  username: 'demo',
  email: 'demo@teashop.test',
  firstName: 'Mei',
  lastName: 'Lin',
  birthday: '1992-05-14',
  phone: '+886 912 345 678',
  shippingAddress: null,
};

/** Starts each test signed out with a clean cookie jar. */
export function resetSession(): void {
  clearToken();
  authState.user = null;
  authState.status = 'ready';
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
}

/** Signs a member in without the network (session cookies plus user in the shared state). */
export function signedInAs(
  user: typeof DEMO_USER | Record<string, unknown> = DEMO_USER,
  token = 'jwt-demo',
): void {
  const member = String((user as { id?: unknown }).id ?? 'member');
  setSession(token, member);
  authState.signedIn = true;
  authState.token = member;
  authState.user = user as typeof DEMO_USER;
  authState.status = 'ready';
}
