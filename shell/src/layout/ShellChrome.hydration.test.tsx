/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { setRuntimeConfig, stripLocale } from '@teashop/contracts';
import {
  i18next,
  loadNamespace,
  ServerValuesContext,
  QUERY_STATE_KEY,
  readEmbeddedData,
  AreaDataProvider,
  createShopQueryClient,
  hydrateLoaded,
  authState,
} from '@teashop/runtime';
import { createServerSanitizer } from '@teashop/ui/server';
import { sanitizeHtml } from '@teashop/ui/sanitizeHtml';
import { renderChrome } from '../../server/render/renderChrome';
import { embeddedDataScripts } from '../../server/render/pageDocument';
import { isServerNotFound, rememberServerNotFound } from '../routing/serverNotFound';
import shellTranslations from '../i18n';
import { FooterArea, HeaderArea, NotFoundArea } from './ShellChrome';
import { NO_SHOPPER, type ShopperSummary } from '../../server/render/shopperSummary';

// The browser's sanitiser chunk: watched, it must not be needed for a server-rendered banner.
jest.mock('@teashop/ui/sanitizeHtml', () => {
  const actual = jest.requireActual('@teashop/ui/sanitizeHtml');
  return { sanitizeHtml: jest.fn(actual.sanitizeHtml) };
});

const ANNOUNCEMENT =
  '<p>Free shipping <strong>over ¥7,500</strong><img src=x onerror="window.__xss=1">' +
  '<script>window.__xss=2</script> <a href="https://example.org/tea">tea</a></p>';

const CONTENT: Record<string, unknown> = {
  '/api/header': { enableHeaderNotification: true, headerNotificationText: ANNOUNCEMENT },
  '/api/footer': { copyrightText: '© Leaf & Kettle', footerMenu: [] },
  '/api/site-setting': { multiLanguageEnabled: true },
};

const fetchMock = jest.fn(async (url: string) => {
  const data = CONTENT[new URL(url).pathname] ?? null;
  return new Response(JSON.stringify({ data }), { status: data ? 200 : 404 });
});

/** Console errors into `problems`; restore the console with the returned spy. */
function watchConsoleErrors(problems: unknown[]) {
  return jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // Server and browser renderers share one module registry only here, never in the shop.
    if (!String(args[0]).startsWith('Detected multiple renderers')) problems.push(args);
  });
}

/** The page as the shop server sends it, then hydrated as the browser's bootstrap does. */
async function serverRenderedThenHydrated(pathname: string, shopper?: ShopperSummary) {
  const { locale } = stripLocale(pathname);
  const chrome = await renderChrome({
    shopper,
    pathname,
    search: '',
    locale,
    timeoutMs: 2000,
    sanitizeHtml: createServerSanitizer(window.location.origin),
    notFound: true,
    log: (message) => {
      throw new Error(message);
    },
  });
  const parts = {
    'shell-header': chrome.header,
    'shell-page': chrome.page,
    'shell-footer': chrome.footer,
  };
  document.body.innerHTML =
    Object.entries(parts)
      .map(([id, html]) => `<div id="${id}" data-ssr="true">${html ?? ''}</div>`)
      .join('') + embeddedDataScripts({ shell: chrome.data });
  const serverHtml = document.body.innerHTML;
  window.history.replaceState(null, '', pathname);
  // as the browser's bootstrap does before it registers the areas
  const shellData = readEmbeddedData('shell');
  rememberServerNotFound(shellData);

  fetchMock.mockClear();
  const problems: unknown[] = [];
  const consoleError = watchConsoleErrors(problems);
  // The browser's texts: the page's language only, loaded as the bootstrap loads them.
  await act(() => loadNamespace('shell', shellTranslations, locale));
  const i18n = i18next;
  const data = createShopQueryClient();
  hydrateLoaded(data, shellData?.[QUERY_STATE_KEY]);
  const hydrate = (id: string, node: ReactNode) =>
    hydrateRoot(
      document.getElementById(id) as HTMLElement,
      <I18nextProvider i18n={i18n}>
        <ServerValuesContext.Provider value={shellData ?? {}}>
          <AreaDataProvider client={data}>{node}</AreaDataProvider>
        </ServerValuesContext.Provider>
      </I18nextProvider>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  const roots = await act(async () => [
    hydrate('shell-header', <HeaderArea />),
    hydrate('shell-page', <NotFoundArea />),
    hydrate('shell-footer', <FooterArea />),
  ]);
  consoleError.mockRestore();
  return { serverHtml, problems, roots };
}

/** The languages of the shell's texts the browser asked for. */
const loadedLanguages: string[] = [];

describe('header, footer and not-found page rendered on the server', () => {
  beforeAll(() => {
    for (const locale of ['en', 'zh', 'jp'] as const) {
      const load = shellTranslations[locale];
      jest.spyOn(shellTranslations, locale).mockImplementation(() => {
        loadedLanguages.push(locale);
        return load();
      });
    }
    // React's Node renderer schedules with setImmediate, which the jsdom environment leaves out.
    globalThis.setImmediate ??= nodeSetImmediate;
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    setRuntimeConfig({ cmsUrl: 'http://cms', cmsApiUrl: 'http://cms' });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  test('hydrate with the same markup, the sanitised announcement and nothing fetched again', async () => {
    const { serverHtml, problems, roots } = await serverRenderedThenHydrated('/jp/no-such-page');
    expect(problems).toEqual([]);
    expect(document.body.innerHTML).toBe(serverHtml);
    const banner = document.querySelector('[data-testid="announcement"]');
    expect(banner?.innerHTML).toBe(
      '<p>Free shipping <strong>over ¥7,500</strong><img src="x"> ' +
        '<a href="https://example.org/tea" target="_blank" rel="noopener noreferrer">tea</a></p>',
    );
    expect(document.querySelector('[data-error="404"] h1')?.textContent).toBe(
      '404 - ページが見つかりません',
    );
    expect(document.querySelector('[data-error="404"] a')?.getAttribute('href')).toBe('/jp');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sanitizeHtml).not.toHaveBeenCalled();
    act(() => roots.forEach((root) => root.unmount()));
  });

  test("the browser hydrates with the texts of the page's language only", async () => {
    const { serverHtml, problems, roots } = await serverRenderedThenHydrated('/zh/no-such-page');
    expect(problems).toEqual([]);
    expect(document.body.innerHTML).toBe(serverHtml);
    expect(document.querySelector('[data-error="404"] h1')?.textContent).toBe('404 - 找不到頁面');
    expect(loadedLanguages).not.toContain('en');
    expect(loadedLanguages).toContain('zh');
    expect(i18next.hasResourceBundle('en', 'shell')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
    act(() => roots.forEach((root) => root.unmount()));
  });

  test("a missing product hydrates as the shell's not-found page until the shopper moves on", async () => {
    const { serverHtml, problems, roots } = await serverRenderedThenHydrated(
      '/zh/products/no-such-tea',
    );
    expect(problems).toEqual([]);
    expect(document.body.innerHTML).toBe(serverHtml);
    expect(document.querySelector('#shell-page [data-error="404"] h1')?.textContent).toBe(
      '404 - 找不到頁面',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isServerNotFound('/zh/products/no-such-tea')).toBe(true);

    // Another page, then back: the product's own area answers from then on.
    const consoleError = watchConsoleErrors(problems);
    for (const path of ['/zh/products', '/zh/products/no-such-tea']) {
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new Event('single-spa:routing-event'));
      });
      expect(document.querySelector('#shell-page')?.innerHTML).toBe('');
    }
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(isServerNotFound('/zh/products/no-such-tea')).toBe(false);
    act(() => roots.forEach((root) => root.unmount()));
  });

  test('a signed-in member: their name and cart count in the first HTML, hydrated alike, no "Log in" flash while the user loads', async () => {
    // as the browser's bootstrap does: the marker cookie says signed in; the user is still loading
    authState.signedIn = true;
    authState.user = null;
    const { serverHtml, problems, roots } = await serverRenderedThenHydrated('/jp/no-such-page', {
      ...NO_SHOPPER,
      member: { name: 'Lin', cartCount: 3 },
    });
    expect(serverHtml).toContain('Lin');
    expect(serverHtml).not.toContain('ログイン');
    expect(serverHtml).toMatch(/data-testid="cart-badge"[^>]*>3</);
    expect(problems).toEqual([]);
    expect(document.body.innerHTML).toBe(serverHtml);
    expect(document.querySelector('#shell-header')?.textContent).toContain('Lin');
    expect(document.querySelector('#shell-header')?.textContent).not.toContain('ログイン');
    act(() => roots.forEach((root) => root.unmount()));
    authState.signedIn = false;
  });

  test("a visitor after a purchase form: their cart's count and the notice in the first HTML, hydrated without errors", async () => {
    const { serverHtml, problems, roots } = await serverRenderedThenHydrated('/zh/no-such-page', {
      member: null,
      visitorCartCount: 2,
      notice: { kind: 'added', name: '龍井' },
    });
    expect(serverHtml).toMatch(/data-testid="cart-badge"[^>]*>2</);
    expect(serverHtml).toContain('已將「龍井」加入購物車');
    expect(serverHtml).toContain('登入');
    // without scripts the notice cannot be closed: the button comes with the live page
    expect(serverHtml).toMatch(/data-testid="cart-notice">已將「龍井」加入購物車<\/div>/);
    expect(problems).toEqual([]);
    const notice = document.querySelector('[data-testid="cart-notice"]');
    expect(notice?.textContent).toBe('已將「龍井」加入購物車關閉');
    expect(notice?.querySelector('button')?.textContent).toBe('關閉');
    act(() => roots.forEach((root) => root.unmount()));
  });
});
