/**
 * The part of react-router the shop shares at run time (federation.ts, `CURATED_ENTRIES`): every
 * app's `import … from 'react-router'` is served from this module, so the shared singleton holds
 * what the shop uses (about 15 KiB compressed) rather than the whole package with its data routers
 * and server runtime (about 60 KiB). A shared module keeps every export it has, so this list is
 * what decides its size.
 *
 * Compiled into the browser bundles. Adding a name: add it here and ship the shell first (it
 * provides the singleton); `curatedEntries.test.ts` fails while an app imports a name missing here.
 */
export {
  BrowserRouter,
  // The areas' routers, built from the route table. The server render's static handler and router
  // are not here: the shop server lends the whole package to the server containers
  // (SERVER_SHARED in src/ssr/serverShared.ts), so the browser never downloads them.
  createBrowserRouter,
  RouterProvider,
  useRouteError,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
