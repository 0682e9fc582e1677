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
  // The areas' router (declarative: the data routers are most of the package and the shop uses
  // none of their loading). The server render's StaticRouter is not here: the shop server lends
  // the whole package to the server containers (SERVER_SHARED in src/ssr/serverShared.ts).
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  // An island's root: its links and hooks see the page's address, and navigate within the shop.
  Router,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
