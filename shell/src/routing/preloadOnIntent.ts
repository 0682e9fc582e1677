import { matchRoute } from '@teashop/contracts';
import { preloadArea } from '../federation/remotes';
import { loadRouting } from '../spa/areaRouting';
import { onIntent } from './intent';

function remoteOfLink(anchor: HTMLAnchorElement) {
  if (anchor.origin !== window.location.origin) return null;
  return matchRoute(anchor.pathname)?.route.owner ?? null;
}

/**
 * Preloads the remote behind a link when the shopper shows intent: the pointer rests on it, a finger
 * touches it or it gets focus (at once). Links merely in view preload nothing, so a first visit
 * downloads only its own page's code. A full page load is also used for the next navigation once a
 * new build is deployed.
 */
export function installPreloadOnIntent(): void {
  onIntent((target) => {
    const anchor = target.closest('a[href]');
    if (anchor instanceof HTMLAnchorElement) {
      const remote = remoteOfLink(anchor);
      if (!remote) return;
      preloadArea(remote);
      // Following the link starts the areas' router: its code comes with the remote's (unless the
      // next click is a full page load onto a new build).
      if (!window.__teashopUpdateReady) void loadRouting().catch(() => undefined);
    }
  });

  // Once a new build is deployed, the next in-shop navigation is a full page load.
  document.addEventListener(
    'click',
    (event) => {
      if (!window.__teashopUpdateReady) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && anchor.origin === window.location.origin) {
        event.preventDefault();
        event.stopImmediatePropagation();
        window.location.assign(anchor.href);
      }
    },
    true,
  );
}
