import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { safeHref } from './security/safeHref';
import { pageOrigin } from '@teashop/contracts';
import { mayLeave } from './remote/leaveGuard';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Links leaving the shop must say so; without it an external URL is not rendered as a link. */
  external?: boolean;
  children: ReactNode;
}

/**
 * Navigates within the shop without a page load, across areas. A page with unsaved work is asked
 * first (see leaveGuard); `confirmed` skips that question when the caller has already asked it.
 */
export function navigate(
  url: string,
  options: { confirmed?: boolean; replace?: boolean } = {},
): boolean {
  if (!options.confirmed && !mayLeave()) return false;
  const to = new URL(url, window.location.href);
  if (to.origin !== window.location.origin) {
    window.location.assign(to.href);
  } else if (to.pathname === window.location.pathname && to.search === window.location.search) {
    // The same page: only its fragment changes, and the browser scrolls there itself.
    window.location.hash = to.hash;
  } else {
    // The shell hears every change of address (its router starts with the first one);
    // `replace` corrects the address of the page shown, without a history entry.
    window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url);
  }
  return true;
}

/**
 * A click that follows a link in this window: the main button, no key held for a new tab or window,
 * not already handled.
 */
export function isPlainClick(event: {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** The link of the shop, in this window, that a click follows; null for anything else. */
function followedLink(event: globalThis.MouseEvent): HTMLAnchorElement | null {
  if (!isPlainClick(event)) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  // Only the fragment differs: the browser scrolls there itself.
  if (to.pathname === window.location.pathname && to.search === window.location.search) return null;
  return link;
}

/**
 * The shop's links in server HTML that React does not run (static parts of a page) navigate as a
 * `ShopLink` does, without a page load. Returns the function that stops it.
 */
export function followLinksIn(container: HTMLElement): () => void {
  const onClick = (event: globalThis.MouseEvent) => {
    const link = followedLink(event);
    if (!link) return;
    event.preventDefault();
    navigate(link.href);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}

export function ShopLink({ href, external, children, onClick, ...rest }: ShopLinkProps) {
  const safe = safeHref(href, { external, currentOrigin: pageOrigin() });
  if (safe === null) return <span {...rest}>{children}</span>;
  if (external) {
    return (
      <a href={safe} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(safe);
  };
  return (
    <a href={safe} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
