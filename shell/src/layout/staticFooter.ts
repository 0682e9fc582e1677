import { matchRoute, stripLocale } from '@teashop/contracts';
import { followLinksIn } from '@teashop/ui';

/** What the footer shows depends on the page's language, and on whether its layout has one. */
function footerFor(pathname: string): string {
  const { locale } = stripLocale(pathname);
  const layout = matchRoute(pathname)?.route.layout ?? 'default';
  return `${locale} ${layout === 'default' ? 'footer' : 'none'}`;
}

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
