import { setRuntimeConfig } from '@teashop/contracts';
import { startUpdateCheck } from './updateCheck';

const CATALOG_V1 = 'http://shop.test/remotes/mf-catalog/aaaaaaaaaaaa/mf-manifest.json';
const CATALOG_V2 = 'http://shop.test/remotes/mf-catalog/bbbbbbbbbbbb/mf-manifest.json';

function manifest(version: string) {
  return { metaData: { buildInfo: { buildVersion: version } }, exposes: [{ name: 'spa' }] };
}

/** A deployment: the runtime config the server answers and each manifest's build version. */
function deployment() {
  const state = { catalogUrl: CATALOG_V1, catalogVersion: 'a', failing: false };
  const fetchMock = jest.fn(async (url: string) => {
    if (state.failing) return new Response('', { status: 503 });
    if (url === '/runtime-config.json') {
      return new Response(
        JSON.stringify({ buildId: 'shell-1', remotes: { 'mf-catalog': state.catalogUrl } }),
      );
    }
    return new Response(JSON.stringify(manifest(url === CATALOG_V2 ? 'b' : state.catalogVersion)));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { state, fetchMock };
}

describe('update check', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setRuntimeConfig({ buildId: 'shell-1', remotes: { 'mf-catalog': CATALOG_V1 } });
  });
  afterEach(() => jest.useRealTimers());

  it('checks about 1 s after start, then periodically, and reports a new deployment once', async () => {
    const { state, fetchMock } = deployment();
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);

    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).not.toHaveBeenCalled();

    state.catalogVersion = 'b';
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('notices a remote switched to another released version (release or rollback)', async () => {
    const { state } = deployment();
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);
    await jest.advanceTimersByTimeAsync(11_000);
    expect(onUpdate).not.toHaveBeenCalled();
    state.catalogUrl = CATALOG_V2;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('notices a switch made before its first check (the page loaded the earlier version)', async () => {
    const { state } = deployment();
    state.catalogUrl = CATALOG_V2;
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not take a failed check for a new deployment', async () => {
    const { state } = deployment();
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);
    await jest.advanceTimersByTimeAsync(1_000);
    state.failing = true;
    await jest.advanceTimersByTimeAsync(30_000);
    state.failing = false;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });
});
