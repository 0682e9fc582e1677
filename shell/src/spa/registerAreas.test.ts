import {
  getAppStatus,
  registerApplication,
  type ActivityFn,
  type RegisterApplicationConfig,
} from 'single-spa';
import { readEmbeddedData } from '@teashop/runtime';
import { rememberServerNotFound } from '../routing/serverNotFound';
import { embeddedDataScripts } from '../../server/render/pageDocument';
import { isAreaActive } from './areaActivity';
import { fallbackLifecycles } from '../federation/fallbackModules';
import { reloadAfterChunkError } from '../routing/chunkReload';
import { onAreaError, registerAreas } from './registerAreas';

jest.mock('single-spa', () => ({
  registerApplication: jest.fn(),
  getAppStatus: jest.fn(),
  LOAD_ERROR: 'LOAD_ERROR',
}));
jest.mock('../routing/chunkReload', () => ({
  ...jest.requireActual('../routing/chunkReload'),
  reloadAfterChunkError: jest.fn(),
}));
jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));
jest.mock('../federation/fallbackModules', () => ({ fallbackLifecycles: jest.fn() }));

describe('activity functions', () => {
  it('activate exactly the owner of the locale-stripped path', () => {
    expect(isAreaActive('mf-catalog', '/jp/products', false)).toBe(true);
    expect(isAreaActive('mf-content', '/jp/products', false)).toBe(false);
    expect(isAreaActive('mf-content', '/zh', false)).toBe(true);
    expect(isAreaActive('mf-content', '/unknown', false)).toBe(false);
  });
  it('keep login-required areas inactive for anonymous visitors', () => {
    expect(isAreaActive('mf-member', '/member/account', false)).toBe(false);
    expect(isAreaActive('mf-member', '/member/account', true)).toBe(true);
    expect(isAreaActive('mf-member', '/login', false)).toBe(true);
  });
});

describe('on the page the server answered not-found', () => {
  /** The page as the server sent it, read as the browser's bootstrap reads it. */
  function openServerNotFound(pathname: string) {
    document.body.innerHTML = embeddedDataScripts({ shell: { 'server-not-found': pathname } });
    rememberServerNotFound(readEmbeddedData('shell'));
  }
  const catalogActiveWhen = () => {
    registerAreas();
    const calls = jest.mocked(registerApplication).mock.calls as unknown as [
      RegisterApplicationConfig,
    ][];
    const catalog = calls.map(([config]) => config).find((config) => config.name === 'mf-catalog');
    return catalog?.activeWhen as ActivityFn;
  };
  const at = (pathname: string) => ({ pathname }) as Location;

  afterEach(() => {
    rememberServerNotFound(null);
    document.body.innerHTML = '';
  });

  it('keeps the owning area inactive until the shopper moves on', () => {
    openServerNotFound('/jp/products/no-such-tea');
    const activeWhen = catalogActiveWhen();
    expect(activeWhen(at('/jp/products/no-such-tea'))).toBe(false);
    expect(activeWhen(at('/jp/products/no-such-tea'))).toBe(false);
    expect(activeWhen(at('/jp/products'))).toBe(true);
    // coming back later: the area shows its own not-found page
    expect(activeWhen(at('/jp/products/no-such-tea'))).toBe(true);
  });

  it('concerns that path only, until another one is shown', () => {
    openServerNotFound('/news/nope');
    expect(isAreaActive('mf-content', '/news/nope', false)).toBe(false);
    expect(isAreaActive('mf-catalog', '/category/green', false)).toBe(true);
    expect(isAreaActive('mf-content', '/news/nope', false)).toBe(true);
  });

  it('changes nothing on a page the server answered as usual', () => {
    document.body.innerHTML = embeddedDataScripts({ shell: { 'other-data': true } });
    rememberServerNotFound(readEmbeddedData('shell'));
    expect(isAreaActive('mf-catalog', '/products/longjing', false)).toBe(true);
  });
});

describe('an area that fails as the address changes', () => {
  const error = (message: string) =>
    Object.assign(new Error(message), { appOrParcelName: 'mf-catalog' });
  beforeEach(() => {
    jest.mocked(reloadAfterChunkError).mockClear();
    jest.mocked(fallbackLifecycles).mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the new address as a whole page when its code could not be fetched as it mounted', () => {
    jest.mocked(getAppStatus).mockReturnValue('SKIP_BECAUSE_BROKEN');
    onAreaError(
      error("application 'mf-catalog' died in status MOUNTING: Loading chunk 966 failed."),
    );
    expect(reloadAfterChunkError).toHaveBeenCalledWith(window.location.pathname);
    expect(fallbackLifecycles).not.toHaveBeenCalled();
  });

  it('shows the fallback of a remote whose code did not load, and reloads nothing', () => {
    jest.mocked(getAppStatus).mockReturnValue('LOAD_ERROR');
    const mount = jest.fn(() => Promise.resolve());
    jest.mocked(fallbackLifecycles).mockReturnValue({ mount } as never);
    onAreaError(error('remote unavailable'));
    expect(mount).toHaveBeenCalled();
    expect(reloadAfterChunkError).not.toHaveBeenCalled();
  });

  it('reloads nothing for an area that crashed', () => {
    jest.mocked(getAppStatus).mockReturnValue('SKIP_BECAUSE_BROKEN');
    onAreaError(error("application 'mf-catalog' died in status MOUNTING: boom"));
    expect(reloadAfterChunkError).not.toHaveBeenCalled();
  });
});
