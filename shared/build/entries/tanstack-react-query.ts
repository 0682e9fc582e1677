/**
 * The part of TanStack Query the shop shares at run time (federation.ts, `CURATED_ENTRIES`): every
 * app's `import … from '@tanstack/react-query'` is served from this module, so the page's one query
 * cache (a singleton) comes with the client, hydration and the two query hooks the data layer uses
 * (shared/runtime/src/data) rather than the whole package with mutations, parallel and suspense queries and
 * the boundaries. Types still come from the package itself.
 *
 * Compiled into the browser bundles. Adding a name: add it here and ship the shell first (it
 * provides the singleton); `curatedEntries.test.ts` fails while an app imports a name missing here.
 */
export {
  dehydrate,
  hydrate,
  infiniteQueryOptions,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
