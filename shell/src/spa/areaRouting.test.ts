import { waitFor } from '@testing-library/react';
import type { RemoteName } from '@teashop/contracts';
import type { AreaLifecycle } from './areaActivity';

jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));

type Calls = string[];

/** A fake area per remote, recording its lifecycle calls as `remote:step`. */
function fakeAreas(calls: Calls) {
  return (remote: RemoteName): AreaLifecycle => ({
    bootstrap: async () => void calls.push(`${remote}:bootstrap`),
    mount: async () => void calls.push(`${remote}:mount`),
    unmount: async () => void calls.push(`${remote}:unmount`),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Each test gets its own copy of the shell's routing and of single-spa (both keep state per page)
 * and leaves the history API and listeners as it found them.
 */
async function openShop(path: string, before: () => void = () => undefined) {
  window.history.replaceState(null, '', path);
  const calls: Calls = [];
  jest.resetModules();
  before();
  const remotes = jest.requireMock('../federation/remotes') as { loadArea: jest.Mock };
  const areas = fakeAreas(calls);
  remotes.loadArea.mockImplementation(async (remote: RemoteName) => areas(remote));
  const routing = jest.requireActual('./areaRouting') as typeof import('./areaRouting');
  const singleSpa = jest.requireActual('single-spa') as typeof import('single-spa');
  routing.startAreas();
  await waitFor(() => expect(calls.at(-1)).toMatch(/:mount$/));
  return { calls, routing, singleSpa };
}

const saved = {
  pushState: window.history.pushState,
  replaceState: window.history.replaceState,
  addEventListener: window.addEventListener,
  removeEventListener: window.removeEventListener,
};

/** Listeners of address changes added during a test, taken away after it. */
let added: [string, EventListenerOrEventListenerObject][] = [];
beforeEach(() => {
  added = [];
  window.addEventListener = function (
    this: Window,
    ...args: Parameters<Window['addEventListener']>
  ) {
    added.push([args[0], args[1] as EventListenerOrEventListenerObject]);
    return saved.addEventListener.apply(this, args);
  } as Window['addEventListener'];
});
afterEach(() => {
  Object.assign(window.history, { pushState: saved.pushState, replaceState: saved.replaceState });
  Object.assign(window, {
    addEventListener: saved.addEventListener,
    removeEventListener: saved.removeEventListener,
  });
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  // single-spa marks the page as having it; the next test's copy starts afresh.
  delete (window as { singleSpaNavigate?: unknown }).singleSpaNavigate;
});

describe('the areas in the browser', () => {
  it('mounts the first page’s area itself, without single-spa', async () => {
    const { calls, singleSpa } = await openShop('/jp/products/longjing');
    expect(calls).toEqual(['mf-catalog:bootstrap', 'mf-catalog:mount']);
    expect(singleSpa.getAppNames()).toEqual([]);
  });

  it('hands the mounted area to single-spa with the first change of address, announced to the page', async () => {
    const { calls, singleSpa } = await openShop('/products/longjing');
    const heard: string[] = [];
    window.addEventListener('popstate', () => heard.push(window.location.pathname));
    window.history.pushState(null, '', '/products');
    expect(heard).toEqual(['/products']);
    await waitFor(() => expect(singleSpa.getMountedApps()).toEqual(['mf-catalog']));
    await settle();
    // Still the catalogue's page: the area stays as it is, not mounted a second time.
    expect(calls).toEqual(['mf-catalog:bootstrap', 'mf-catalog:mount']);

    window.history.pushState(null, '', '/news');
    await waitFor(() =>
      expect(calls.slice(2)).toEqual([
        'mf-catalog:unmount',
        'mf-content:bootstrap',
        'mf-content:mount',
      ]),
    );
    window.history.pushState(null, '', '/products/longjing');
    await waitFor(() => expect(calls.slice(5)).toEqual(['mf-content:unmount', 'mf-catalog:mount']));
  });

  it('unmounts the first area itself when the address left it before single-spa ran (back button)', async () => {
    const { calls, singleSpa } = await openShop('/news');
    saved.replaceState.call(window.history, null, '', '/jp/products');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(singleSpa.getMountedApps()).toEqual(['mf-catalog']));
    expect(calls).toEqual([
      'mf-content:bootstrap',
      'mf-content:mount',
      'mf-content:unmount',
      'mf-catalog:bootstrap',
      'mf-catalog:mount',
    ]);
  });

  it('starts single-spa when signing in or out changes which areas may be active', async () => {
    const { calls, routing, singleSpa } = await openShop('/products');
    routing.recheckAreas();
    await waitFor(() => expect(singleSpa.getMountedApps()).toEqual(['mf-catalog']));
    await settle();
    expect(singleSpa.getAppNames()).toHaveLength(4);
    expect(calls).toEqual(['mf-catalog:bootstrap', 'mf-catalog:mount']);
  });

  it('loads the new address as a whole page when single-spa cannot be fetched', async () => {
    const reload = jest.fn(() => true);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = await openShop('/products/longjing', () => {
      jest.doMock('../routing/chunkReload', () => ({ reloadAfterChunkError: reload }));
      jest.doMock('./registerAreas', () => {
        throw new Error('Loading chunk area-routing failed.');
      });
    });
    window.history.pushState(null, '', '/news');
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/news'));
    expect(calls).toEqual(['mf-catalog:bootstrap', 'mf-catalog:mount']);
    jest.dontMock('../routing/chunkReload');
    jest.dontMock('./registerAreas');
    error.mockRestore();
  });
});
