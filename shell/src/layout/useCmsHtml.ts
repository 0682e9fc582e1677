import { createContext, useContext } from 'react';
import { useShopQuery } from '@teashop/runtime';
import { useSanitizedHtml } from '@teashop/ui';

/**
 * The shop server's sanitiser (DOMPurify on jsdom), given by the server render; the browser build
 * never includes it.
 */
export const ServerSanitizerContext = createContext<((html: string) => string) | null>(null);

const NO_SANITIZER = new Error('no sanitiser here');

/**
 * CMS HTML made safe to insert. The server sanitises it and embeds the result with the page's
 * data, so hydration shows the same markup without loading the browser's sanitiser; HTML the
 * server did not render (content read later in the browser) is sanitised in the browser.
 */
export function useCmsHtml(html: string | null | undefined): string {
  const sanitizeOnServer = useContext(ServerSanitizerContext);
  const fromServer = useShopQuery(html ? ['sanitized-html', html] : null, async () => {
    if (!sanitizeOnServer || !html) throw NO_SANITIZER;
    return sanitizeOnServer(html);
  }).data;
  const inBrowser = useSanitizedHtml(fromServer === undefined ? html : '');
  return fromServer ?? inBrowser;
}
