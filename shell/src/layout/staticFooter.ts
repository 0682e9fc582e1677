import { type Locale, matchRoute, stripLocale } from '@teashop/contracts';
import { followLinksIn } from '@teashop/ui';

/** The footer a page shows: in its language, on pages whose layout has one. */
export function footerOf(pathname: string): { locale: Locale; shown: boolean } {
  const { locale } = stripLocale(pathname);
  return { locale, shown: (matchRoute(pathname)?.route.layout ?? 'default') === 'default' };
}

const footerFor = (pathname: string) => {
  const { locale, shown } = footerOf(pathname);
  return `${locale} ${shown}`;
};

/**
 * The footer the server sent stays static HTML: nothing in it but links, so React never hydrates
 * it, and its links navigate through the shop without a page load. It is drawn in the browser by
 * `render` once the page's language or layout is no longer the one it was sent for (a language
 * switched, a page without a footer); from then on it follows the address as the header does.
 */
export function keepServerFooter(container: HTMLElement, render: () => void): void {
  const sentFor = footerFor(window.location.pathname);
  const stopFollowingLinks = followLinksIn(container);
  container.removeAttribute('data-ssr');
  const onAddressChange = () => {
    if (footerFor(window.location.pathname) === sentFor) return;
    stopFollowingLinks();
    window.removeEventListener('popstate', onAddressChange);
    window.removeEventListener('single-spa:routing-event', onAddressChange);
    render();
  };
  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('single-spa:routing-event', onAddressChange);
}
