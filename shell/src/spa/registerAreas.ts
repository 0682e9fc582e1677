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
  addErrorHandler((error) => {
    // A remote whose code fails to load shows its fallback; the rest of the shop keeps working.
    console.error(`[shell] ${error.appOrParcelName} failed`, error);
    if (getAppStatus(error.appOrParcelName) === LOAD_ERROR) {
      void fallbackLifecycles(error.appOrParcelName).mount();
    }
  });
  start({ urlRerouteOnly: true });
}

/** Signing in or out changes which areas may be active. */
export function recheckAreas(): void {
  void triggerAppChange();
}
