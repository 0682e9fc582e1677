import type { Response } from 'express';
import type { RouteMatch } from '@teashop/contracts';
import type { RuntimeConfig } from '@teashop/contracts';
import type { AreaRenderResult } from '@teashop/runtime/server';
import type { PreviewPageState } from '@teashop/runtime';
import { earlyClicksScript } from './earlyClicks';
import { withRemoteIslands } from './remoteIslands';
import { renderChrome } from './renderChrome';
import { isPersonal, type ShopperSummary } from './shopperSummary';
import type { RemoteBundle } from './remoteBundles';
import type { RenderedPage } from './renderCache';
import {
  embeddedDataScripts,
  fillSlot,
  splitAfterHeader,
  inlineStyles,
  heldCodeHints,
  preloadCode,
  preloadScript,
  stylesSeenIn,
  withLayout,
} from './pageDocument';

export interface ServerRenderOptions {
  /** The settings the browser gets from /runtime-config.json. */
  config: RuntimeConfig;
  /** Content backend as the shop server reaches it. */
  cmsApiUrl: string;
  /** Longest a part may take before it is left to the browser. */
  timeoutMs: number;
  /** This answer's Content-Security-Policy nonce, given to React for its inline scripts. */
  nonce?: string;
  /** Text of the style sheets the shell's page already carries. */
  shellStyles: readonly string[];
  /** Sanitises CMS HTML the shell shows (the announcement); absent: sanitised in the browser. */
  sanitizeHtml?: (html: string) => string;
  /** Who the page is rendered for (the header's member, cart count and notice). */
  shopper?: ShopperSummary;
  /** The remote's server code and style sheets for the page's area. */
  remoteBundle: (remote: string) => Promise<RemoteBundle>;
  /** Told of the page once it is sent: whether every part rendered, and the whole document. */
  onRendered?: (page: RenderedPage) => void;
  log?: (message: string) => void;
}

/**
 * Sends a page of the shop with its header, footer and area rendered on the server. The head
 * and header are written as soon as they are ready; the area follows. A part whose render throws
 * or takes longer than the time budget is left empty and rendered in the browser as before.
 */
export async function sendServerRendered(
  res: Response,
  input: {
    html: string;
    match: RouteMatch;
    pathname: string;
    search: string;
    status: number;
    /** The page's draft preview, embedded for the shell's banner (absent: not a preview). */
    preview?: PreviewPageState;
    /** Cache-Control of the answer ('no-cache' by default; a preview is never stored). */
    cacheControl?: string;
    /** What the page's route already loaded (its area's `page`): the render reuses it. */
    areaState?: unknown;
  },
  options: ServerRenderOptions,
): Promise<void> {
  const log = options.log ?? ((message: string) => console.error(message));
  const { match } = input;
  const remote = match.route.owner;
  const memberOnly = match.route.access === 'login';
  const bundle = await options.remoteBundle(remote);
  const pageUrl = `${input.pathname}${input.search}`;

  const chrome = renderChrome({
    pathname: input.pathname,
    search: input.search,
    locale: match.locale,
    timeoutMs: options.timeoutMs,
    nonce: options.nonce,
    preview: input.preview,
    sanitizeHtml: options.sanitizeHtml,
    shopper: options.shopper,
    log,
  });
  // What every server render of this page's parts gets (the area's, other teams' islands).
  const page = {
    url: pageUrl,
    locale: match.locale,
    config: options.config,
    cmsApiUrl: options.cmsApiUrl,
    timeoutMs: options.timeoutMs,
    nonce: options.nonce,
  };
  const area: Promise<AreaRenderResult | null> =
    bundle.render && !memberOnly
      ? bundle.render({ ...page, state: input.areaState }).catch((error: unknown) => {
          log(`[ssr] ${remote} rendered in the browser for ${pageUrl}: ${String(error)}`);
          return null;
        })
      : Promise.resolve(null);

  const { header, footer, data: chromeData } = await chrome;
  let html = withLayout(input.html, match.route.layout);
  // The rules the page carries so far: the shell's, then the area's, then other teams' islands'.
  const stylesOnPage = stylesSeenIn(options.shellStyles);
  html = html.replace(
    '</head>',
    `${inlineStyles(bundle.stylesheets, stylesOnPage)}${heldCodeHints(preloadCode(bundle.code) + preloadScript(bundle.strings?.[match.locale]))}${earlyClicksScript(options.nonce)}</head>`,
  );
  html = fillSlot(html, 'shell-header', header);
  const [start, rest] = splitAfterHeader(html);
  // A page rendered for one shopper (a member, a visitor's cart) is theirs alone: never stored.
  res
    .status(input.status)
    .setHeader(
      'Cache-Control',
      isPersonal(options.shopper) ? 'private, no-store' : (input.cacheControl ?? 'no-cache'),
    );
  res.type('html');
  res.write(start);
  // Lets compression send what it has: the head and header reach the browser before the content.
  (res as Response & { flush?: () => void }).flush?.();

  const rendered = await area;
  const islands = rendered
    ? await withRemoteIslands(rendered.html, page, options.remoteBundle, log)
    : null;
  const parts: Record<string, Record<string, unknown>> = { shell: chromeData };
  if (rendered) parts[remote] = rendered.data;
  let end = fillSlot(rest, `area-${remote}`, islands?.html ?? null);
  // Other teams' island styles and code hints: before the area, outside every React root.
  if (islands && (islands.stylesheets.length > 0 || islands.preloads)) {
    end = end.replace(
      `<div id="area-${remote}"`,
      (place) =>
        `${inlineStyles(islands.stylesheets, stylesOnPage)}${heldCodeHints(islands.preloads)}${place}`,
    );
  }
  end = fillSlot(end, 'shell-footer', footer);
  end = end.replace('<div id="shell-root">', `${embeddedDataScripts(parts)}<div id="shell-root">`);
  options.onRendered?.({
    status: input.status,
    html: start + end,
    complete:
      header !== null && footer !== null && rendered !== null && islands?.complete !== false,
    member: isPersonal(options.shopper),
    cacheControl: input.cacheControl ?? 'no-cache',
  });
  res.end(end);
}
