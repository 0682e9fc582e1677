import compatibilityPlugin, { IncompatibleRemoteError } from './compatibilityPlugin';

type RequestArgs = Parameters<
  NonNullable<ReturnType<typeof compatibilityPlugin>['beforeRequest']>
>[0];
const request = (id: string) => compatibilityPlugin().beforeRequest?.({ id } as RequestArgs);

describe('remotes the shop server refused', () => {
  beforeEach(() => {
    window.__TEASHOP_CONFIG__ = {
      remotes: {},
      remoteCode: {
        'mf-catalog': { entry: '/remotes/mf-catalog/remoteEntry.js', scripts: [], version: 'c1' },
        'mf-member': {
          refused:
            '/remotes/mf-member/mf-manifest.json is not compatible with this shell: needs @teashop/contracts ^2.0.0; this shell provides 1.5.0',
        },
      },
    };
  });
  afterEach(() => {
    delete window.__TEASHOP_CONFIG__;
  });

  it('are not loaded: the request fails with the reason, before any of their code is fetched', () => {
    expect(() => request('mf_member/spa')).toThrow(IncompatibleRemoteError);
    expect(() => request('mf_member/islands')).toThrow(
      'mf-member: /remotes/mf-member/mf-manifest.json is not compatible with this shell: needs @teashop/contracts ^2.0.0',
    );
  });

  it('leave the others, and remotes the server did not read, to load', () => {
    expect(request('mf_catalog/spa')).toEqual({ id: 'mf_catalog/spa' });
    expect(request('mf_content/spa')).toEqual({ id: 'mf_content/spa' });
  });
});
