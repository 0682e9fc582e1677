import { setRuntimeConfig } from '@teashop/contracts';
import { startUpdateCheck } from './updateCheck';

const CATALOG_V1 = 'http://shop.test/remotes/mf-catalog/aaaaaaaaaaaa/mf-manifest.json';
const CATALOG_V2 = 'http://shop.test/remotes/mf-catalog/bbbbbbbbbbbb/mf-manifest.json';
const ENTRY = '/remotes/mf-catalog/remoteEntry.js';

/** The runtime config the shop server answers: remote URLs and each remote's build. */
function deployment() {
  const state = {
    catalogUrl: CATALOG_V1,
    catalogVersion: 'a',
    failing: false,
    refused: null as string | null,
  };
  const fetchMock = jest.fn(async (url: string) => {
    if (state.failing || url !== '/runtime-config.json') return new Response('', { status: 503 });
    return new Response(
      JSON.stringify({
        buildId: 'shell-1',
        remotes: { 'mf-catalog': state.catalogUrl },
        remoteCode: {
          'mf-catalog': state.refused
            ? { refused: state.refused }
            : { entry: ENTRY, scripts: [], version: state.catalogVersion },
        },
      }),
    );
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { state, fetchMock };
}

describe('update check', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setRuntimeConfig({
      buildId: 'shell-1',
      remotes: { 'mf-catalog': CATALOG_V1 },
      remoteCode: { 'mf-catalog': { entry: ENTRY, scripts: [], version: 'a' } },
    });
  });
  afterEach(() => jest.useRealTimers());

  it('checks about 1 s after start, then periodically, with one request, and reports a redeploy once', async () => {
    const { state, fetchMock } = deployment();
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);

    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    // The runtime config alone: no remote's manifest is read in the browser.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/runtime-config.json']);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).not.toHaveBeenCalled();

    // The remote's build replaced in place: same URL, another version of its manifest.
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

  it('notices a change made before its first check (the page loaded the earlier build)', async () => {
    const { state } = deployment();
    state.catalogVersion = 'b';
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('notices a remote the shop server now refuses', async () => {
    const { state } = deployment();
    state.refused = 'needs @teashop/contracts ^2.0.0';
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
