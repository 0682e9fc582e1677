import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  registerApplication,
  start,
  triggerAppChange,
  type LifeCycles,
} from 'single-spa';
import { type RemoteName, REMOTES } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { fallbackLifecycles } from '../federation/fallbackModules';
import { isChunkLoadError, reloadAfterChunkError } from '../routing/chunkReload';
import {
  type AreaCustomProps,
  type AreaLifecycle,
  areaPropsAt,
  isAreaActive,
  loadAreaLifecycle,
} from './areaActivity';

/** The area the shell mounted itself for the first page, still mounted when single-spa starts. */
export interface MountedArea {
  remote: RemoteName;
  lifecycle: AreaLifecycle;
}

/**
 * The lifecycle single-spa gets for the area already on the page: its first mount is the one the
 * shell made; everything after is the area's own.
 */
function adopted({ lifecycle }: MountedArea): LifeCycles<AreaCustomProps> {
  let mountedByShell = true;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      if (mountedByShell) {
        mountedByShell = false;
        return;
      }
      await lifecycle.mount(props);
    },
    unmount: async (props) => {
      mountedByShell = false;
      await lifecycle.unmount(props);
    },
  };
}

export function registerAreas(mounted: MountedArea | null = null): void {
  for (const remote of REMOTES) {
    registerApplication<AreaCustomProps>({
      name: remote,
      app: async () =>
        mounted?.remote === remote
          ? adopted(mounted)
          : ((await loadAreaLifecycle(remote)) as LifeCycles<AreaCustomProps>),
      activeWhen: (location) => isAreaActive(remote, location.pathname, authState.signedIn),
      customProps: (_name, location) => areaPropsAt(remote, location.pathname),
    });
  }
}

/**
 * single-spa takes the areas over from here: it mounts and unmounts them as the address changes,
 * starting from the area the shell mounted for the first page (`mounted`, if still on the page).
 */
export function startSingleSpa(mounted: MountedArea | null): void {
  registerAreas(mounted);
  addErrorHandler(onAreaError);
  start({ urlRerouteOnly: true });
}

/** What single-spa reports of an area that failed (its type is not exported). */
type AppError = Parameters<Parameters<typeof addErrorHandler>[0]>[0];

/**
 * An area that failed as the address changed. A remote whose code fails to load shows its
 * fallback; code that could not be fetched as it mounted (the area's router, say) loads the new
 * address as a whole page. The rest of the shop keeps working.
 */
export function onAreaError(error: AppError): void {
  console.error(`[shell] ${error.appOrParcelName} failed`, error);
  if (getAppStatus(error.appOrParcelName) === LOAD_ERROR) {
    void fallbackLifecycles(error.appOrParcelName).mount();
  } else if (isChunkLoadError(error)) {
    reloadAfterChunkError(window.location.pathname);
  }
}

/** Signing in or out changes which areas may be active. */
export function recheckAreas(): void {
  void triggerAppChange();
}
