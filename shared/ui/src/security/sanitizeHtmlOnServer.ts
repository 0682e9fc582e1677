import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { checkLinks, SANITIZE_CONFIG } from './sanitizeRules';

export type SanitizeHtml = (html: string) => string;

/**
 * The browser's CMS HTML sanitiser for Node (the shop server): the same DOMPurify, rules and link
 * checks, on a jsdom window of its own. `shopOrigin` is the shop's public origin, which the
 * browser's sanitiser reads from the page's address. Never imported by browser code.
 */
export function createServerSanitizer(shopOrigin: string | undefined): SanitizeHtml {
  const { window } = new JSDOM('');
  // jsdom's window is a full DOM window; its types and DOMPurify's WindowLike come from
  // different declaration files.
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  checkLinks(purify, () => shopOrigin);
  return (html) => purify.sanitize(html, SANITIZE_CONFIG);
}
