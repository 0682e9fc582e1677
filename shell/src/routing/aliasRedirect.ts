import { aliasTarget } from '@teashop/contracts';

/**
 * Replaces a path that leads to a page (`/member` → `/member/account`, in every language) in the
 * address bar, keeping its query and hash. Returns whether it did.
 */
export function redirectAlias(location: Location = window.location): boolean {
  const target = aliasTarget(location.pathname);
  if (!target) return false;
  window.history.replaceState(
    window.history.state,
    '',
    `${target}${location.search}${location.hash}`,
  );
  return true;
}

/** In the browser: at start and before every change of page (links inside the shop, back/forward). */
export function installAliasRedirects(): void {
  redirectAlias();
  window.addEventListener('single-spa:before-routing-event', () => {
    redirectAlias();
  });
}
