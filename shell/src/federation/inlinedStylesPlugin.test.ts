import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import inlinedStylesPlugin, { isInlinedByServer } from './inlinedStylesPlugin';

type PreloadArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>>[0];
type PreloadOp = PreloadArgs['preloadOps'][number];

const SHEET = '__federation_expose_spa.c914e293.css';

describe('inlinedStylesPlugin', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style data-href="${SHEET}">.card{}</style>`;
  });

  it('knows the style sheets the server inlined, by file name', () => {
    expect(isInlinedByServer(`http://localhost/remotes/mf-catalog/${SHEET}`)).toBe(true);
    expect(isInlinedByServer('http://localhost/remotes/mf-catalog/245.2b1bea33.css')).toBe(false);
    expect(isInlinedByServer('http://localhost/remotes/mf-catalog/245.19197e4a.js')).toBe(false);
  });

  it("leaves them out of what a remote's module loads, and keeps the rest", async () => {
    const previous = jest.fn((url: string) => !url.endsWith('skip.js'));
    const args = {
      preloadOps: [{ nameOrAlias: 'mf_catalog', filter: previous }, { nameOrAlias: 'mf_content' }],
    } as unknown as PreloadArgs;
    await inlinedStylesPlugin().beforePreloadRemote?.(args);
    const [catalog, content] = args.preloadOps as [PreloadOp, PreloadOp];
    expect(catalog.filter?.(`http://localhost/remotes/mf-catalog/${SHEET}`)).toBe(false);
    expect(catalog.filter?.('http://localhost/remotes/mf-catalog/245.2b1bea33.css')).toBe(true);
    expect(catalog.filter?.('http://localhost/remotes/mf-catalog/skip.js')).toBe(false);
    expect(content.filter?.(`http://localhost/remotes/mf-content/${SHEET}`)).toBe(false);
    expect(content.filter?.('http://localhost/remotes/mf-content/226.f1feb695.js')).toBe(true);
  });
});
