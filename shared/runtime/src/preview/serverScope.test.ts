/**
 * @jest-environment node
 */
import { apiRequest } from '../api/client';
import { setRuntimeConfig } from '@teashop/contracts';
import { currentPreviewToken } from './previewToken';
import { runWithPreviewToken } from './serverScope';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('preview token per server request', () => {
  beforeEach(() =>
    setRuntimeConfig({ cmsUrl: 'http://cms.test', cmsApiUrl: 'http://cms.internal' }),
  );

  test('outside a request: none', () => {
    expect(currentPreviewToken()).toBeNull();
  });

  test('concurrent requests each see their own token, across awaits and timers', async () => {
    const seen: Array<[string, string | null]> = [];
    const request = (name: string, token: string | null, wait: number) =>
      runWithPreviewToken(token, async () => {
        seen.push([`${name} start`, currentPreviewToken()]);
        await pause(wait);
        seen.push([`${name} end`, currentPreviewToken()]);
      });
    await Promise.all([
      request('a', 'token.a', 20),
      request('b', null, 5),
      request('c', 'token.c', 10),
    ]);
    expect(Object.fromEntries(seen)).toEqual({
      'a start': 'token.a',
      'a end': 'token.a',
      'b start': null,
      'b end': null,
      'c start': 'token.c',
      'c end': 'token.c',
    });
    expect(currentPreviewToken()).toBeNull();
  });

  test('content requests of a render send its token, and only its token', async () => {
    const fetchMock = jest.fn().mockImplementation(async () => {
      await pause(5);
      return new Response('{"data":[]}', { status: 200 });
    });
    global.fetch = fetchMock;
    await Promise.all([
      runWithPreviewToken('draft.one', () => apiRequest('/products', { query: { n: 1 } })),
      runWithPreviewToken(null, () => apiRequest('/products', { query: { n: 2 } })),
    ]);
    const headerOf = (n: number) => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(`n=${n}`)) as [
        string,
        RequestInit,
      ];
      return (call[1].headers as Record<string, string>)['X-Preview-Token'];
    };
    expect(headerOf(1)).toBe('draft.one');
    expect(headerOf(2)).toBeUndefined();
  });

  test('another copy of the package (a remote server bundle) reads the same scope', async () => {
    let copy: typeof import('./previewToken') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./previewToken')>('./previewToken');
    });
    expect(copy).toBeDefined();
    await runWithPreviewToken('shared.token', async () => {
      await pause(1);
      expect(copy?.currentPreviewToken()).toBe('shared.token');
    });
  });
});
