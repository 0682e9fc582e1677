import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  AreaContext,
  addNamespace,
  authState,
  clearToken,
  initI18n,
  localePrefix,
  setRuntimeConfig,
  type Locale,
} from '@teashop/shared';
import translations from '../i18n';

export const CMS = 'http://cms.test';

/** Renders a page of this area as the shell would: locale context, router at `path`, texts loaded. */
export async function renderPage(
  element: ReactElement,
  {
    path = '/',
    locale = 'en' as Locale,
    authProviders = [] as string[],
  }: { path?: string; locale?: Locale; authProviders?: string[] } = {},
) {
  setRuntimeConfig({ cmsUrl: CMS, authCookieName: 'teashop_jwt', authProviders });
  await initI18n(locale);
  addNamespace('mf-member', translations);
  return render(
    <AreaContext.Provider value={{ locale, basePath: localePrefix(locale) }}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AreaContext.Provider>,
  );
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export interface FetchCall {
  url: URL;
  init: RequestInit;
  body: unknown;
}

/** Replaces fetch with handlers keyed by "METHOD /path"; records every call. */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: FetchCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, init, body });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return json(404, { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } });
    return handler(url, init);
  });
  return { calls, spy };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function strapiError(status: number, name: string, message: string): Response {
  return json(status, { data: null, error: { status, name, message, details: {} } });
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

/** Signs a member in without the network (token cookie plus user in the shared state). */
export function signedInAs(
  user: typeof DEMO_USER | Record<string, unknown> = DEMO_USER,
  token = 'jwt-demo',
): void {
  document.cookie = `teashop_jwt=${token}; Path=/`;
  authState.token = token;
  authState.user = user as typeof DEMO_USER;
  authState.status = 'ready';
}
