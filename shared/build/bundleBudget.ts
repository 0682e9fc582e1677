/**
 * Bundle budget of the first view: adds up, from the production builds in each app's `dist`, the
 * compressed JavaScript a browser downloads for a page, in two phases, and fails when a page is over
 * either budget:
 * - before the largest paint: the shell's entry, the only script in the server's HTML; it starts
 *   the rest once the page's first-view picture has painted (shell/src/routing/firstView.ts);
 * - the whole first view: then the application behind the shell's async boundary, the page's remote
 *   and its lazy page chunk, with every shared module their code consumes; also its number of
 *   files (`FILES_BUDGET`).
 * Preloads of other areas (started once the page is idle) are not part of it.
 *
 *   npm run build && npx ts-node --project shared/build/tsconfig.json shared/build/bundleBudget.ts
 *
 * Files per page come from the builds' own records: each remote's `mf-manifest.json` (its entry and
 * the synchronous files of its `./spa` module) and each app's `chunk-graph.json`
 * (chunkGraphPlugin.ts: lazy chunks and which shared module each chunk consumes). A shared module
 * the shell provides is loaded from the shell (`loaded-first`); any other from the page's remote.
 * Sizes are as the shop server sends them: the build's brotli copy of each file.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHUNK_GRAPH_FILE, type ChunkGraph, type ChunkGroupInfo } from './chunkGraphPlugin';
import { serverContainerProblems } from './serverContainers';
import { BROTLI } from './precompressedFiles';
import { DEFAULT_LOCALE, type Locale, localizePath } from '@teashop/contracts';

/**
 * JavaScript before the largest paint: the shell's entry alone (24.2 KiB). The hints for the area's
 * code are held back until the paint too (shell/src/startup/codeHints.ts).
 */
export const BUDGET_KIB = 30;
/**
 * JavaScript of the whole first view (what hydrates the page): 146.0–152.1 KiB measured, since the
 * remotes run on the shell's federation bundler runtime (a remote's own copy again would be 4.4 KiB
 * more per remote, over this budget).
 */
export const FIRST_VIEW_BUDGET_KIB = 155;

/**
 * Files (JavaScript requests) of the whole first view: each one costs a request and a chunk
 * wrapper, so lazy code is not split into files a page only ever loads together (federation.ts,
 * `splitChunks`): 12 measured, with the shell's base libraries in one file.
 */
export const FILES_BUDGET = 13;

/** The languages each page is measured in: a page downloads the strings of its language only. */
export const MEASURED_LOCALES: readonly Locale[] = ['en', 'jp'];

export interface PageSpec {
  name: string;
  path: string;
  /** The remote whose `./spa` renders the page. */
  remote: string;
  /**
   * A source file the page's remote imports lazily and the page also needs, relative to the
   * repository: the page's code, or on a page of islands its islands' module.
   */
  lazy?: string;
  /**
   * `islands`: the page hydrates its islands only (its route's `hydrate`); otherwise the area is
   * hydrated as a whole, with its router (the runtime's `./AreaRoot`, loaded on demand).
   */
  hydrate?: 'islands';
}

export const PAGES: PageSpec[] = [
  {
    name: 'home',
    path: '/',
    remote: 'mf-content',
    lazy: 'mf-content/src/features/index/homeIslands.tsx',
    hydrate: 'islands',
  },
  {
    name: 'product list',
    path: '/products',
    remote: 'mf-catalog',
    lazy: 'mf-catalog/src/features/product-list/ProductList.tsx',
    hydrate: 'islands',
  },
  {
    name: 'product detail',
    path: '/products/{slug}',
    remote: 'mf-catalog',
    lazy: 'mf-catalog/src/features/products-id/productIslands.tsx',
    hydrate: 'islands',
  },
];

/** The runtime's module of an area hydrated as a whole (its router), imported on demand. */
const AREA_ROOT = {
  module: 'shared/runtime/src/remote/createRemoteApp.tsx',
  request: './AreaRoot',
};

/** The source file an `import()` loads, without its extension ('mf-catalog/src/x/Page'). */
const importedFile = (origin: { module: string | null; request: string | null }) =>
  origin.module && origin.request?.startsWith('.')
    ? path.posix.join(path.posix.dirname(origin.module), origin.request)
    : null;

/** The parts of a remote's `mf-manifest.json` the budget reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

export interface AppBuild {
  graph: ChunkGraph;
  manifest?: Manifest;
}

export interface PageFile {
  app: string;
  file: string;
  /** Why the page needs it: 'start', 'shared react-dom/client', 'remote entry', './spa', … */
  reason: string;
  /** Whether the browser downloads it before the page's largest paint. */
  beforePaint: boolean;
}

export class BudgetError extends Error {}

function providerGroup(build: AppBuild, key: string): ChunkGroupInfo | undefined {
  return build.graph.groups.find((g) => g.origins.some((o) => o.provides === key));
}

/**
 * The JavaScript files (app and file name) a page's first view downloads in a language, in loading
 * order.
 */
export function firstViewFiles(
  builds: Record<string, AppBuild>,
  page: PageSpec,
  locale: Locale = DEFAULT_LOCALE,
): PageFile[] {
  const shell = builds.shell;
  const remote = builds[page.remote];
  if (!shell) throw new BudgetError('no build of the shell');
  if (!remote?.manifest) throw new BudgetError(`no build (with a manifest) of ${page.remote}`);
  const files = new Map<string, PageFile>();
  const loadedShared = new Set<string>();
  let beforePaint = true;

  const addFile = (app: string, file: string, reason: string) => {
    const id = `${app}/${file}`;
    if (!files.has(id)) files.set(id, { app, file, reason, beforePaint });
  };
  const load = (app: string, group: ChunkGroupInfo, reason: string) => {
    group.files.forEach((file) => addFile(app, file, reason));
    for (const key of group.consumes) {
      if (loadedShared.has(key)) continue;
      loadedShared.add(key);
      // loaded-first: the shell registers its shared modules first, so its copy is the one used.
      const fromShell = providerGroup(shell, key);
      const provider = fromShell ? 'shell' : app;
      const providing = fromShell ?? providerGroup(builds[provider] as AppBuild, key);
      if (!providing) throw new BudgetError(`${app} consumes ${key}, which no loaded app provides`);
      load(provider, providing, `shared ${key}`);
    }
  };
  const group = (app: string, test: (g: ChunkGroupInfo) => boolean, what: string) => {
    const found = (builds[app] as AppBuild).graph.groups.find(test);
    if (!found) throw new BudgetError(`${app}: no chunk group for ${what}`);
    return found;
  };

  // The shell: its entry, then the application behind its async boundary (src/index.ts).
  load(
    'shell',
    group('shell', (g) => g.name === 'main', 'the entry main'),
    'start',
  );
  // Everything else waits for the first view's largest picture to paint.
  beforePaint = false;
  const boundary = (g: ChunkGroupInfo) => g.origins.some((o) => o.module === 'shell/src/index.ts');
  load('shell', group('shell', boundary, 'import() in src/index.ts'), 'start');

  // The remote: its container entry, then the synchronous files of its ./spa module.
  const { remoteEntry } = remote.manifest.metaData;
  addFile(page.remote, path.posix.join(remoteEntry.path, remoteEntry.name), 'remote entry');
  const spa = remote.manifest.exposes.find((e) => e.path === './spa');
  if (!spa) throw new BudgetError(`${page.remote} exposes no ./spa`);
  const spaGroup = group(page.remote, (g) => g.name === '__federation_expose_spa', './spa');
  const manifestFiles = [...spa.assets.js.sync].sort().join(', ');
  if (manifestFiles !== spaGroup.files.join(', ')) {
    throw new BudgetError(
      `${page.remote}: mf-manifest.json lists ${manifestFiles} for ./spa, chunk-graph.json ${spaGroup.files.join(', ')}`,
    );
  }
  spa.assets.js.sync.forEach((file) => addFile(page.remote, file, './spa'));
  load(page.remote, spaGroup, './spa');

  // The page's language: its strings, a chunk per app and language (`src/i18n/<locale>.json`),
  // loaded before the page hydrates; the shell's include those of the shared runtime it provides.
  const strings = (app: string, own: RegExp) =>
    (builds[app] as AppBuild).graph.groups
      .filter(
        (g) =>
          g.origins.some((o) => o.request?.endsWith(`/${locale}.json`)) &&
          g.modules.some((m) => own.test(m)),
      )
      .forEach((g) => load(app, g, `strings ${locale}`));
  strings('shell', new RegExp(`/i18n/(?:[^/]+/)?${locale}\\.json$`));
  strings(page.remote, new RegExp(`^${page.remote}/src/i18n/${locale}\\.json$`));

  if (page.lazy) {
    const lazy = page.lazy;
    const isLazy = (g: ChunkGroupInfo) =>
      g.modules.includes(lazy) && g.origins.some((o) => o.module !== null && o.request !== null);
    // A module in several lazy chunks (the islands' in the page's too): the chunk of its import().
    const own = (g: ChunkGroupInfo) =>
      isLazy(g) && g.origins.some((o) => importedFile(o) === lazy.replace(/\.[jt]sx?$/, ''));
    const groups = (builds[page.remote] as AppBuild).graph.groups;
    const found = groups.find(own) ?? group(page.remote, isLazy, `import() of ${lazy}`);
    load(page.remote, found, path.basename(lazy));
  }
  if (page.hydrate !== 'islands') {
    const isAreaRoot = (g: ChunkGroupInfo) =>
      g.origins.some((o) => o.module === AREA_ROOT.module && o.request === AREA_ROOT.request);
    load('shell', group('shell', isAreaRoot, `import() of ${AREA_ROOT.request}`), 'area router');
  }
  return [...files.values()];
}

export interface SizedFile extends PageFile {
  bytes: number;
}

/**
 * The bytes the shop server sends for a file: the build's brotli copy (precompressionPlugins.ts),
 * or, for a file without one, gzip at zlib's default level.
 */
export function sentSize(file: string): number {
  const brotli = `${file}${BROTLI.suffix}`;
  if (fs.existsSync(brotli)) return fs.statSync(brotli).size;
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

export function readBuilds(root: string, apps: string[]): Record<string, AppBuild> {
  return Object.fromEntries(
    apps.map((app) => {
      const dist = path.join(root, app, 'dist');
      const graphFile = path.join(dist, CHUNK_GRAPH_FILE);
      if (!fs.existsSync(graphFile)) {
        throw new BudgetError(`${path.relative(root, graphFile)} is missing: run npm run build`);
      }
      const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
      const manifestFile = path.join(dist, 'mf-manifest.json');
      const build: AppBuild = {
        graph: read<ChunkGraph>(graphFile),
        manifest: fs.existsSync(manifestFile) ? read<Manifest>(manifestFile) : undefined,
      };
      return [app, build];
    }),
  );
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const total = (files: SizedFile[]) => files.reduce((sum, f) => sum + f.bytes, 0);

function verdict(bytes: number, budgetKib: number): string {
  return bytes <= budgetKib * 1024 ? 'ok' : `OVER BUDGET by ${kib(bytes - budgetKib * 1024)}`;
}

/** Checks every page against the budgets; prints the breakdown and returns the pages over one. */
export function checkBudget(
  root: string,
  budgetKib = BUDGET_KIB,
  log: (line: string) => void = console.log,
  firstViewBudgetKib = FIRST_VIEW_BUDGET_KIB,
  locales: readonly Locale[] = MEASURED_LOCALES,
  filesBudget = FILES_BUDGET,
): string[] {
  const builds = readBuilds(root, ['shell', ...new Set(PAGES.map((p) => p.remote))]);
  const over: string[] = [];
  log(
    `JavaScript per page (as sent, brotli): before the largest paint (budget ${budgetKib} KiB), whole first view (budget ${firstViewBudgetKib} KiB, ${filesBudget} files)`,
  );
  for (const page of PAGES.flatMap((p) => locales.map((locale) => ({ ...p, locale })))) {
    const files: SizedFile[] = firstViewFiles(builds, page, page.locale).map((f) => ({
      ...f,
      bytes: sentSize(path.join(root, f.app, 'dist', f.file)),
    }));
    const early = total(files.filter((f) => f.beforePaint));
    const all = total(files);
    const name = `${page.name} ${page.locale}`;
    const tooMany = files.length > filesBudget;
    if (early > budgetKib * 1024 || all > firstViewBudgetKib * 1024 || tooMany) over.push(name);
    const filesVerdict = tooMany ? `: OVER BUDGET by ${files.length - filesBudget}` : '';
    log(
      `\n${name} (${localizePath(page.path, page.locale)}), ${files.length} files${filesVerdict}:`,
    );
    log(`  before the largest paint: ${kib(early)}: ${verdict(early, budgetKib)}`);
    log(`  whole first view: ${kib(all)}: ${verdict(all, firstViewBudgetKib)}`);
    for (const app of [...new Set(files.map((f) => f.app))]) {
      const own = files.filter((f) => f.app === app);
      log(`  ${app}: ${kib(total(own))}`);
      for (const f of [...own].sort((a, b) => b.bytes - a.bytes)) {
        const when = f.beforePaint ? ', before the largest paint' : '';
        log(`    ${kib(f.bytes).padStart(10)}  ${f.file}  (${f.reason}${when})`);
      }
    }
  }
  return over;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..');
  try {
    const over = checkBudget(root);
    if (over.length > 0) {
      console.error(`\nOver budget: ${over.join(', ')}`);
      process.exitCode = 1;
    }
    const problems = serverContainerProblems(root, [
      'mf-catalog',
      'mf-cart-checkout',
      'mf-member',
      'mf-content',
    ]);
    if (problems.length > 0) {
      console.error(`\nServer containers:\n${problems.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nServer containers: present, and none bundles a library the shop server lends');
    }
  } catch (error) {
    console.error(error instanceof BudgetError ? error.message : error);
    process.exitCode = 1;
  }
}
