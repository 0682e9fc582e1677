import { fillRemoteIslands, type RemoteIslandRenderRequest } from '@teashop/runtime/server';
import type { RemoteBundle, Stylesheet } from './remoteBundles';
import { preloadCode, preloadScript } from './pageDocument';

export interface FilledIslands {
  html: string;
  /** false when an island was left to the browser (its team's server code failed or has none). */
  complete: boolean;
  /** The style sheets of the teams whose islands the HTML now holds. */
  stylesheets: Stylesheet[];
  /** What the browser needs to bring those islands to life: hints for the page (`preloadCode`). */
  preloads: string;
}

/**
 * Puts other teams' islands into an area's server HTML: each host is rendered by its own team's
 * server code (its `island`), side by side. A host whose team cannot render it keeps the placing
 * team's fallback, and the browser tries again. The teams' island styles and code hints come with.
 */
export async function withRemoteIslands(
  html: string,
  page: Omit<RemoteIslandRenderRequest, 'name' | 'props' | 'id'>,
  remoteBundle: (remote: string) => Promise<RemoteBundle>,
  log: (message: string) => void,
): Promise<FilledIslands> {
  const sheets = new Map<string, Stylesheet[]>();
  const code = new Map<string, RemoteBundle['islandCode']>();
  const filled = await fillRemoteIslands(html, async ({ remote, name, props, id }) => {
    try {
      const bundle = await remoteBundle(remote);
      if (!bundle.island) return null;
      const content = await bundle.island({ ...page, name, props, id });
      sheets.set(remote, bundle.islandStylesheets ?? []);
      code.set(remote, bundle.islandCode);
      return content;
    } catch (error) {
      log(`[ssr] ${remote}:${name} rendered in the browser for ${page.url}: ${String(error)}`);
      return null;
    }
  });
  const preloads = [...code.values()]
    .map((island) =>
      island ? preloadCode(island) + preloadScript(island.strings[page.locale]) : '',
    )
    .join('');
  return { ...filled, stylesheets: [...sheets.values()].flat(), preloads };
}
