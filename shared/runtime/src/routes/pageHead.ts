import { HTML_LANG, LOCALES, type Locale, localizePath } from '@teashop/contracts';
import { serializeForScript } from '../ssr/embeddedData';
import type { PageHeadMeta } from './routeMap';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

function setTitleAndDescription(title: string, shop: string, description: string | undefined) {
  document.title = `${title} | ${shop}`;
  if (description !== undefined) {
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (el) => el.setAttribute('content', description),
    );
  }
}

const MARK = 'data-page-head';

/**
 * Puts a route's head into the document after a navigation (or over the server's, which says the
 * same): title, description, canonical and language links, and the page's one JSON-LD block
 * (any other is taken out). Returns the undo for when the page goes away.
 */
export function applyPageHead(
  head: PageHeadMeta,
  options: { shopName: string; path: string; locale: Locale },
): () => void {
  const { shopName, path, locale } = options;
  if (head.title) setTitleAndDescription(head.title, shopName, head.description);
  const added: HTMLElement[] = [];
  for (const el of document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]',
  )) {
    el.remove();
  }
  const url = (l: Locale) => `${window.location.origin}${localizePath(path, l)}`;
  const links: Array<{ rel: string; href: string; hreflang?: string }> = [
    { rel: 'canonical', href: url(locale) },
    ...LOCALES.map((l) => ({ rel: 'alternate', hreflang: HTML_LANG[l], href: url(l) })),
    { rel: 'alternate', hreflang: 'x-default', href: url('en') },
  ];
  for (const link of links) {
    const el = document.createElement('link');
    el.rel = link.rel;
    el.href = link.href;
    if (link.hreflang) el.hreflang = link.hreflang;
    el.setAttribute(MARK, '');
    document.head.appendChild(el);
    added.push(el);
  }
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    script.textContent = serializeForScript(head.jsonLd);
    document.head.appendChild(script);
    added.push(script);
  }
  return () => added.forEach((el) => el.remove());
}
