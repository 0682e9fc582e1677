import { authState } from '@teashop/runtime';
import { fallbackLifecycles } from '../federation/fallbackModules';
import { reloadAfterChunkError } from '../routing/chunkReload';
import {
  type AreaCustomProps,
  type AreaLifecycle,
  activeArea,
  areaPropsAt,
  isAreaActive,
  loadAreaLifecycle,
} from './areaActivity';
import type { MountedArea } from './registerAreas';

/**
 * The areas in the browser. The first page's area is mounted by the shell itself, so a page whose
 * only interaction is a button never downloads single-spa. single-spa comes in with the first change
 * of address (a link followed, a filter applied, back or forward) or a sign-in or sign-out, and takes
 * the areas over from there.
 */

interface FirstArea extends MountedArea {
  props: AreaCustomProps;
}

/** The area of the first page, once mounted (or its fallback), or null when none owns it. */
let firstArea: Promise<FirstArea | null> = Promise.resolve(null);
/** single-spa, once it starts. */
let routing: Promise<typeof import('./registerAreas')> | null = null;
/** Set once single-spa runs: it tells every part of the page of each change of address itself. */
let singleSpaRuns = false;

/** single-spa's code, fetched (not started): on intent to follow a link, and when routing starts. */
export function loadRouting(): Promise<typeof import('./registerAreas')> {
  return import(/* webpackChunkName: "area-routing" */ './registerAreas');
}

async function mountFirstArea(): Promise<FirstArea | null> {
  const { pathname } = window.location;
  const remote = activeArea(pathname);
  if (!remote) return null;
  const props = areaPropsAt(remote, pathname);
  const lifecycle = await loadAreaLifecycle(remote);
  try {
    await lifecycle.bootstrap(props);
    await lifecycle.mount(props);
    return { remote, lifecycle, props };
  } catch (error) {
    // As single-spa would: the area that fails to start shows its fallback, the rest keeps working.
    console.error(`[shell] ${remote} failed`, error);
    const fallback: AreaLifecycle = fallbackLifecycles(remote);
    await fallback.mount(props);
    return { remote, lifecycle: fallback, props };
  }
}

/** Starts single-spa, handing it the first page's area if the address still shows it. */
async function handOver(): Promise<typeof import('./registerAreas')> {
  const [first, spa] = await Promise.all([firstArea, loadRouting()]);
  let mounted: MountedArea | null = first;
  if (first && !isAreaActive(first.remote, window.location.pathname, authState.signedIn)) {
    await first.lifecycle.unmount(first.props);
    mounted = null;
  }
  spa.startSingleSpa(mounted);
  singleSpaRuns = true;
  window.removeEventListener('popstate', onAddressChange);
  return spa;
}

/** single-spa, started once. */
export function startRouting(): Promise<typeof import('./registerAreas')> {
  if (!routing) {
    routing = handOver();
    routing.catch((error: unknown) => {
      // Its code could not be fetched (or it failed to start): the address has moved on, so the
      // new page is loaded as a whole (once per address within 10 s, as after any chunk that
      // fails), and the next change of address tries again.
      console.error('[shell] the areas could not take over', error);
      routing = null;
      reloadAfterChunkError(window.location.pathname);
    });
  }
  return routing;
}

function onAddressChange(): void {
  void startRouting();
}

/**
 * Until single-spa runs, a change of address made with the history API is announced as single-spa
 * announces it (a `popstate` every part of the page hears: the shell's header, the areas' routers)
 * and starts single-spa, which then shows the page's area.
 */
function watchAddress(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const change = window.history[method];
    window.history[method] = function changeAddress(this: History, ...args) {
      const before = window.location.href;
      change.apply(this, args);
      if (singleSpaRuns || window.location.href === before) return;
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      onAddressChange();
    };
  }
  window.addEventListener('popstate', onAddressChange);
}

/** Mounts the page's area and has single-spa take over with the first change of address. */
export function startAreas(): void {
  watchAddress();
  firstArea = mountFirstArea();
}

/** Signing in or out: which areas may be active is asked again. */
export function recheckAreas(): void {
  void startRouting().then((spa) => spa.recheckAreas());
}
