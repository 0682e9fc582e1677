import type { Response } from 'express';
import { stripLocale } from '@teashop/contracts';
import type { RouteMatch } from '@teashop/contracts';
import type { PreviewPageState } from '@teashop/runtime';
import { earlyClicksScript } from './earlyClicks';
import { renderChrome } from './renderChrome';
import { embeddedDataScripts, fillSlot } from './pageDocument';
import type { ServerRenderOptions } from './serverRender';
import { isPersonal } from './shopperSummary';

export type NotFoundRenderOptions = Pick<
  ServerRenderOptions,
  'timeoutMs' | 'nonce' | 'sanitizeHtml' | 'log' | 'shopper'
>;

/**
 * Answers 404 with the shell's header, not-found page and footer rendered on the server, as the
 * browser shows them: for a path outside the route table (`match` null) and for a page of it whose
 * content does not exist. The page's area is neither loaded nor rendered: the lookup has already
 * said there is nothing to show, and the shell's not-found page is the one the area would show.
 * `html` is the shell's page with the not-found head. A part whose render fails or takes too long
 * is left to the browser, as on every page; a render that fails altogether sends the shell's page.
 */
export async function sendNotFoundPage(
  res: Response,
  input: {
    html: string;
    match: RouteMatch | null;
    pathname: string;
    search: string;
    preview?: PreviewPageState;
    cacheControl?: string;
  },
  options: NotFoundRenderOptions,
): Promise<void> {
  const log = options.log ?? ((message: string) => console.error(message));
  try {
    const chrome = await renderChrome({
      pathname: input.pathname,
      search: input.search,
      locale: input.match?.locale ?? stripLocale(input.pathname).locale,
      timeoutMs: options.timeoutMs,
      nonce: options.nonce,
      preview: input.preview,
      sanitizeHtml: options.sanitizeHtml,
      notFound: true,
      shopper: options.shopper,
      log,
    });
    let html = input.html.replace('</head>', `${earlyClicksScript(options.nonce)}</head>`);
    html = fillSlot(html, 'shell-header', chrome.header);
    html = fillSlot(html, 'shell-page', chrome.page);
    html = fillSlot(html, 'shell-footer', chrome.footer);
    html = html.replace(
      '<div id="shell-root">',
      `${embeddedDataScripts({ shell: chrome.data })}<div id="shell-root">`,
    );
    send(res, html, isPersonal(options.shopper) ? 'private, no-store' : input.cacheControl);
  } catch (error) {
    // Never worse than before: the shell alone, rendered in the browser, still a 404.
    log(`[ssr] not-found page rendered in the browser for ${input.pathname}: ${String(error)}`);
    if (res.headersSent) res.end();
    else send(res, input.html, input.cacheControl);
  }
}

function send(res: Response, html: string, cacheControl = 'no-cache'): void {
  res.status(404).setHeader('Cache-Control', cacheControl);
  res.type('html').send(html);
}
