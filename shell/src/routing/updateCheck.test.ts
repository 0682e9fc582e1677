import { setRuntimeConfig } from '@teashop/shared';
import { startUpdateCheck } from './updateCheck';

function manifest(version: string) {
  return { metaData: { buildInfo: { buildVersion: version } }, exposes: [{ name: 'spa' }] };
}

describe('update check', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setRuntimeConfig({
      remotes: { 'mf-catalog': 'http://shop.test/remotes/mf-catalog/mf-manifest.json' },
    });
  });
  afterEach(() => jest.useRealTimers());

  it('checks about 1 s after start, then periodically, and reports a new deployment once', async () => {
    let catalogVersion = 'a';
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('build-meta.json')
        ? new Response(JSON.stringify({ buildId: 'shell-1' }))
        : new Response(JSON.stringify(manifest(catalogVersion))),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const onUpdate = jest.fn();
    const stop = startUpdateCheck(onUpdate, 10_000);

    await jest.advanceTimersByTimeAsync(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).not.toHaveBeenCalled();

    catalogVersion = 'b';
    await jest.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });
});
