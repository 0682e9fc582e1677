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
