import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@teashop/contracts';
import {
  type ServerValues,
  ServerValuesContext,
  QUERY_STATE_KEY,
  AreaDataProvider,
  createShopQueryClient,
  dehydrateLoaded,
  PREVIEW_STATE_KEY,
  type PreviewPageState,
} from '@teashop/runtime';
import { createI18nInstance, renderToHtml } from '@teashop/runtime/server';
import shellTranslations from '../../src/i18n/all';
import { FooterArea, HeaderArea, NotFoundArea } from '../../src/layout/ShellChrome';
import { ServerLocationContext } from '../../src/layout/useShellLocation';
import { ServerSanitizerContext } from '../../src/layout/useCmsHtml';
import { serverNotFoundData } from '../../src/routing/serverNotFound';
import { encodeCartNotice } from '@teashop/contracts';
import {
  MEMBER_STATE_KEY,
  NOTICE_STATE_KEY,
  VISITOR_CART_STATE_KEY,
} from '../../src/layout/serverMember';
import type { ShopperSummary } from './shopperSummary';

export interface ChromeHtml {
  /** null: that part is rendered in the browser (its render failed or took too long). */
  header: string | null;
  footer: string | null;
  /** The not-found page when it was asked for (null: not asked for, or left to the browser). */
  page: string | null;
  /** Data they were rendered from, embedded for hydration. */
  data: Record<string, unknown>;
}

/**
 * The shell's header and footer for one page, and its not-found page when `notFound` is set,
 * rendered with a language instance of its own. A not-found page's data says so, for the browser.
 */
export async function renderChrome(input: {
  pathname: string;
  search: string;
  locale: Locale;
  timeoutMs: number;
  /** the page's Content-Security-Policy nonce */
  nonce?: string;
  /** The page's draft preview (the banner), embedded for hydration; absent: not a preview. */
  preview?: PreviewPageState;
  /** Sanitises CMS HTML (the announcement); absent: that HTML is sanitised in the browser. */
  sanitizeHtml?: (html: string) => string;
  /** The page is answered not-found: also renders the not-found page. */
  notFound?: boolean;
  /** Who the page is for (member, visitor's cart count, notice), embedded for hydration. */
  shopper?: ShopperSummary;
  log: (message: string) => void;
}): Promise<ChromeHtml> {
  const i18n = createI18nInstance(input.locale, { shell: shellTranslations });
  const { shopper } = input;
  // What the server decided for this request (not data reads), embedded beside the data cache.
  const values: ServerValues = {
    ...(input.preview ? { [PREVIEW_STATE_KEY]: input.preview } : {}),
    ...(input.notFound ? serverNotFoundData(input.pathname) : {}),
    ...(shopper?.member ? { [MEMBER_STATE_KEY]: shopper.member } : {}),
    ...(shopper && shopper.visitorCartCount !== null
      ? { [VISITOR_CART_STATE_KEY]: shopper.visitorCartCount }
      : {}),
    ...(shopper?.notice ? { [NOTICE_STATE_KEY]: encodeCartNotice(shopper.notice) } : {}),
  };
  // This request's data cache: header and footer share what both read (the site settings).
  const client = createShopQueryClient();
  const location = { pathname: input.pathname, search: input.search };
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <ServerValuesContext.Provider value={values}>
        <AreaDataProvider client={client} server>
          <ServerLocationContext.Provider value={location}>
            <ServerSanitizerContext.Provider value={input.sanitizeHtml ?? null}>
              {node}
            </ServerSanitizerContext.Provider>
          </ServerLocationContext.Provider>
        </AreaDataProvider>
      </ServerValuesContext.Provider>
    </I18nextProvider>
  );
  const [header, footer, page] = await Promise.allSettled([
    renderToHtml(wrap(<HeaderArea />), input.timeoutMs, input.nonce),
    renderToHtml(wrap(<FooterArea />), input.timeoutMs, input.nonce),
    input.notFound
      ? renderToHtml(wrap(<NotFoundArea />), input.timeoutMs, input.nonce)
      : Promise.resolve(null),
  ]);
  for (const [part, result] of [
    ['header', header],
    ['footer', footer],
    ['not-found page', page],
  ] as const) {
    if (result.status === 'rejected') {
      input.log(
        `[ssr] ${part} rendered in the browser for ${input.pathname}: ${String(result.reason)}`,
      );
      if (process.env.SSR_DEBUG) console.error(result.reason);
    }
  }
  return {
    header: header.status === 'fulfilled' ? header.value : null,
    footer: footer.status === 'fulfilled' ? footer.value : null,
    page: page.status === 'fulfilled' ? page.value : null,
    data: { ...values, [QUERY_STATE_KEY]: dehydrateLoaded(client) },
  };
}
