import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A style sheet the server put into the page's head, under its file name (`pageDocument.ts`). */
export function isInlinedByServer(url: string, doc: Document = document): boolean {
  if (!/\.css(?:$|\?)/.test(url)) return false;
  const file = new URL(url, doc.baseURI).pathname.split('/').pop() ?? '';
  return [...doc.querySelectorAll('style[data-href]')].some(
    (style) => style.getAttribute('data-href') === file,
  );
}

/**
 * When a remote's module loads, the federation runtime links the style sheets its manifest lists.
 * Those the server already inlined are left out: linking one again would restyle the whole page
 * with the same rules once it arrives.
 */
export default function inlinedStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-inlined-styles',
    beforePreloadRemote(args) {
      for (const preload of args.preloadOps) {
        const { filter } = preload;
        preload.filter = (url: string) => !isInlinedByServer(url) && (filter?.(url) ?? true);
      }
    },
  };
}
