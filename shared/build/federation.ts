/**
 * One webpack configuration for every app of the shop (shell and remotes), so each team's build
 * differs only in name, port and exposed modules. Node-side only: never imported by browser code.
 */
import path from 'node:path';
import fs from 'node:fs';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  DefinePlugin,
  NormalModuleReplacementPlugin,
  type Chunk,
  type Configuration,
  type Module,
} from 'webpack';
import 'webpack-dev-server';
import { ChunkGraphPlugin } from './chunkGraphPlugin';
import { precompressionPlugins } from './precompressionPlugins';
import {
  declareContracts,
  providedVersionsDefinition,
  type ContractDeclaration,
} from './contractDeclaration';

/** Packages that must exist once in the page, whichever app loads first. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'i18next',
  'react-i18next',
  'valtio',
  // FormProvider (an area's form) and useFormContext (shared FormField) must meet in one copy.
  'react-hook-form',
  // One query cache context per page: an area's pages and the shared data hook meet in one copy.
  '@tanstack/react-query',
  'single-spa',
  // The shop's own packages: one route table, bus, UI kit and area runtime (cart store, session,
  // query client) per page.
  '@teashop/contracts',
  '@teashop/ui',
  '@teashop/runtime',
  // The form primitives: one copy per page, and only on pages with a form.
  '@teashop/runtime/forms',
  // The cart's writable store and cms calls: the cart team's engine and its pages meet in one copy.
  '@teashop/runtime/cart-owner',
] as const;

/** The shop's packages a remote runs against, provided by the shell as singletons. */
export const SHOP_PACKAGES = ['@teashop/contracts', '@teashop/ui', '@teashop/runtime'] as const;
export type ShopPackages = Record<(typeof SHOP_PACKAGES)[number], PackageJson>;

/** The package.json of each of the shop's packages, beside this one in `shared/`. */
export function readShopPackages(): ShopPackages {
  const read = (name: string) =>
    readJson<PackageJson>(
      path.join(__dirname, '..', name.replace('@teashop/', ''), 'package.json'),
    );
  return Object.fromEntries(SHOP_PACKAGES.map((name) => [name, read(name)])) as ShopPackages;
}

/**
 * Libraries several remotes use that hold no page-wide state: shared (never eager, not singletons)
 * so a page downloads each once, from whichever app registered it first, and only on pages that use
 * it. An app shares those it (or `shared`) depends on. zod is shared from a curated entry
 * (`CURATED_ENTRIES`): the whole package would be 61 KiB compressed, against 17 KiB for the part the
 * shop uses. dompurify is only used through `@teashop/ui`, which is a singleton already.
 */
export const SHARED_LIBRARIES = ['zod', '@hookform/resolvers/zod'] as const;

export interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Root package name of an import path: 'react-dom/client' -> 'react-dom', '@a/b/c' -> '@a/b'. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

export interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  eager: false;
  /** For a curated entry: the package's share key, the entry's request and installed version. */
  shareKey?: string;
  import?: string;
  version?: string;
}

/**
 * Shared packages served from a curated entry module that re-exports the part the shop uses (a
 * shared module keeps every export it has, so the whole package would travel to every page). Every
 * `import … from '<package>'` of an app resolves to the entry (`resolve.alias`), which is consumed
 * from the share scope under the package's name; the entry's own import reaches the package.
 */
export const CURATED_ENTRIES: Record<string, string> = {
  'react-router': path.join(__dirname, 'entries', 'react-router.ts'),
  'react-i18next': path.join(__dirname, 'entries', 'react-i18next.ts'),
  zod: path.join(__dirname, 'entries', 'zod.ts'),
  '@tanstack/react-query': path.join(__dirname, 'entries', 'tanstack-react-query.ts'),
};

/**
 * The entry as a package request: provided under a request (not a path), a shared module is only
 * built where an app uses it (never in the HTML template's child compilation, say).
 */
export function curatedEntryRequest(entry: string): string {
  const relative = path.relative(__dirname, entry).split(path.sep).join('/');
  return `@teashop/build/${relative.replace(/\.ts$/, '')}`;
}

/** The version of a package installed for the app in `dir`. */
function installedVersion(request: string, dir: string): string {
  const file = require.resolve(`${packageOf(request)}/package.json`, { paths: [dir] });
  return readJson<PackageJson>(file).version;
}

/** The app's own dependency versions win over those the shop's packages bring along. */
function dependencyVersions(appPackageJson: PackageJson, shopPackages: ShopPackages) {
  const packages = Object.values(shopPackages);
  return {
    ...Object.assign({}, ...packages.map((pkg) => pkg.dependencies)),
    ...Object.assign({}, ...packages.map((pkg) => pkg.peerDependencies)),
    ...appPackageJson.dependencies,
    // Minor versions of the shop's packages only add to their contracts (contracts.test.ts).
    ...Object.fromEntries(
      Object.entries(shopPackages).map(([name, pkg]) => [name, `^${pkg.version}`]),
    ),
  } as Record<string, string>;
}

export function sharedSingletons(
  appPackageJson: PackageJson,
  shopPackages: ShopPackages,
): Record<string, SharedEntry> {
  return singletonsOf(SINGLETONS, appPackageJson, shopPackages);
}

/** The given requests as singletons, each in the version range the app depends on. */
export function singletonsOf(
  requests: readonly string[],
  appPackageJson: PackageJson,
  shopPackages: ShopPackages,
): Record<string, SharedEntry> {
  const deps = dependencyVersions(appPackageJson, shopPackages);
  return Object.fromEntries(
    requests.map((request) => {
      const version = deps[packageOf(request)];
      if (!version) throw new Error(`${request} is shared but not a dependency of the app`);
      return [request, { singleton: true, requiredVersion: version, eager: false }];
    }),
  );
}

/** Every shared module of an app: the singletons and the libraries it depends on. */
export function sharedModules(
  appPackageJson: PackageJson,
  shopPackages: ShopPackages,
  /** The app's folder, where the curated packages' installed versions are read. */
  dir: string,
): Record<string, SharedEntry> {
  const deps = dependencyVersions(appPackageJson, shopPackages);
  const libraries = SHARED_LIBRARIES.flatMap((request) => {
    const version = deps[packageOf(request)];
    return version ? [[request, { singleton: false, requiredVersion: version, eager: false }]] : [];
  });
  // A curated entry is consumed by its path, which the alias resolves the package's name to.
  const modules = Object.entries({
    ...sharedSingletons(appPackageJson, shopPackages),
    ...(Object.fromEntries(libraries) as Record<string, SharedEntry>),
  }).map(([request, entry]): [string, SharedEntry] => {
    const curated = CURATED_ENTRIES[request];
    if (!curated) return [request, entry];
    const version = installedVersion(request, dir);
    return [
      curated,
      { ...entry, shareKey: request, import: curatedEntryRequest(curated), version },
    ];
  });
  return Object.fromEntries(modules);
}

/**
 * The federation runtime a remote's browser code runs on (the bundler runtime, released with the
 * runtime core under one version): the shell hands its own to the remotes (`federationExperiments`,
 * `sharedBundlerRuntime`) rather than sharing it through the share scope. A remote declares the
 * minor version it was built with, which the shell must provide: the code its federation plugin
 * generates calls into the runtime's internals.
 */
export const FEDERATION_RUNTIME = '@module-federation/webpack-bundler-runtime';

/** What a remote declares in its manifest: the range of the contracts and the singletons it needs. */
export function contractDeclaration(
  appPackageJson: PackageJson,
  shopPackages: ShopPackages,
  /** The app's folder, where its federation runtime's installed version is read. */
  dir: string,
): ContractDeclaration {
  const singletons = sharedSingletons(appPackageJson, shopPackages);
  return {
    contracts: `^${shopPackages['@teashop/contracts'].version}`,
    singletons: {
      ...Object.fromEntries(
        Object.entries(singletons).map(([request, entry]) => [request, entry.requiredVersion]),
      ),
      [FEDERATION_RUNTIME]: `~${installedVersion(FEDERATION_RUNTIME, dir)}`,
    },
  };
}

/**
 * The versions the shell provides (each singleton as installed for the app in `dir`, the shop's own
 * packages as in this checkout), compiled into the shop server, which checks each remote's declared
 * ranges against them before the server or the browser uses it.
 */
export function providedVersionsPlugin(dir: string): DefinePlugin {
  const shopPackages: Record<string, PackageJson> = readShopPackages();
  const provided = Object.fromEntries(
    [...SINGLETONS, FEDERATION_RUNTIME].map((request) => [
      request,
      shopPackages[packageOf(request)]?.version ?? installedVersion(request, dir),
    ]),
  );
  return new DefinePlugin(providedVersionsDefinition(provided));
}

export interface AppOptions {
  /** Workspace folder name, e.g. 'mf-catalog' or 'shell'. */
  app: string;
  /** Absolute path of the workspace. */
  dir: string;
  port: number;
  /** CSS Modules class prefix of the team (sh, cat, cc, mem, cnt). */
  cssPrefix: string;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /** Extra HTML template variables. */
  title: string;
}

/** CSS Modules class names; the server bundles use the same, so server HTML matches the CSS. */
export function cssModuleClassName(cssPrefix: string): string {
  return `${cssPrefix}_[local]_[hash:base64:5]`;
}

/** Module Federation container name for an app folder ('mf-catalog' -> 'mf_catalog'). */
export function federationName(app: string): string {
  return app.replace(/-/g, '_');
}

/**
 * The runtime plugin of `@module-federation/enhanced` that hands the shell's federation runtime to
 * the remotes, as its ES module build: `experiments.provideExternalRuntime` would add its CommonJS
 * build, which brings a second copy of the runtime into the shell (about 20 KiB compressed).
 */
export function externalRuntimeProvider(): string {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const entry = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const pkg = readJson<{ module?: string }>(path.join(dir, 'package.json'));
  if (!pkg.module) throw new Error(`${dir} has no ES module build`);
  return path.join(dir, pkg.module);
}

/**
 * The federation runtime is downloaded once per page: the shell bundles it and hands it to the
 * remotes, whose production builds leave it out of `remoteEntry.js` (about 28 KiB compressed each).
 * A remote's dev server keeps its own copy so the team's standalone page runs without the shell;
 * its production standalone page needs the runtime from the shell. The shell is built with the
 * newest `@module-federation/enhanced` of the shop: a remote's runtime code runs on the shell's.
 */
export function federationExperiments(isShell: boolean, mode: 'production' | 'development') {
  const production = mode === 'production';
  const optimization = {
    // Browser builds only: the runtime drops its Node.js code paths.
    target: 'web' as const,
    // In production the shop server reads the remotes' manifests and hands the browser their
    // entries (`RuntimeConfig.remoteCode`): the runtime's manifest reading (its snapshot plugin)
    // is left out of the shell. Development servers are still found by their manifests.
    disableSnapshot: isShell && production,
  };
  return { externalRuntime: !isShell && production, optimization };
}

/** The shell's runtime plugin that hands its federation bundler runtime to the remotes. */
export const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'bundlerRuntime', 'provide.ts');

/** Runtime plugins of an app's federation runtime: the shell's also provide it to the remotes. */
export function federationRuntimePlugins(isShell: boolean, plugins: string[] = []): string[] {
  return isShell ? [externalRuntimeProvider(), BUNDLER_RUNTIME_PROVIDER, ...plugins] : plugins;
}

/**
 * A remote's production build takes the federation bundler runtime from the shell, as it takes the
 * runtime core (`externalRuntime`): its `remoteEntry.js` keeps only its own federation object
 * (`bundlerRuntime/container.ts`), about 4.4 KiB compressed less for each remote a page loads.
 */
export function sharedBundlerRuntime(): NormalModuleReplacementPlugin {
  return new NormalModuleReplacementPlugin(
    /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(__dirname, 'bundlerRuntime', 'container.ts'),
  );
}

/** `resolve.alias` of the curated packages (exact requests only), pointing where `to` says. */
function curatedAliases(to: (entry: string, request: string) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CURATED_ENTRIES).map(([request, entry]) => [`${request}$`, to(entry, request)]),
  );
}

/** React's entry points: four shared keys (react, react/jsx-runtime, react-dom, react-dom/client). */
export const REACT_FILES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * react-router, the shop's curated entry of it and the runtime's code of an area rendered as a
 * whole (its routes, page heads): one file, `router.<hash>.js`, which only such an area needs.
 */
export const ROUTER_FILES =
  /[\\/](?:node_modules[\\/]react-router[\\/]|build[\\/]entries[\\/]react-router\.ts$|runtime[\\/]src[\\/](?:remote[\\/]AreaRoot\.tsx|routes[\\/]areaRoutes\.tsx|routes[\\/]pageHead\.ts)$)/;

/** The app's strings in one language and those of the shared area runtime (`i18n/common`). */
export const STRINGS_FILE = /[\\/]src[\\/]i18n[\\/](?:common[\\/])?([a-z]+)\.json$/;

/**
 * Share keys the shell loads on every page as it starts, none of which consumes another: their
 * code is one file (`base`). The packages that consume them (react-i18next, the UI kit, the area
 * runtime) keep files of their own: in the same file as these, the federation runtime never
 * finished loading it, and the page never started (no error either).
 */
export const BASE_KEYS: readonly string[] = [
  '@teashop/contracts',
  'i18next',
  'valtio',
  '@tanstack/react-query',
];

/** Whether a chunk holds the code of a share key of `BASE_KEYS`, as the shell provides it. */
export function providesBaseKey(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const provided = origin.module as (Module & { _name?: string }) | null;
      if (provided?.type === 'provide-module' && BASE_KEYS.includes(provided._name ?? '')) {
        return true;
      }
    }
  }
  return false;
}

/**
 * How a browser build puts its lazy code (shared modules, exposed modules, `import()`) into files:
 * as few as a page can use, since each file is one more request and one more chunk wrapper.
 * - Nothing is split off into a file of its own (webpack's `default` and `defaultVendors` groups):
 *   every split it made separated copies that never load on the same page (a shared module as
 *   provided and as its fallback, a remote's standalone start and its `./spa`), and left behind a
 *   file of a few hundred bytes (the curated entries beside their package, `./spa` beside its code,
 *   `sanitizeHtml` beside dompurify).
 * - React's four shared keys are one file: every page needs all of them. It stays a lazy chunk of
 *   each key's own (never eager), and the share scope still hands out one copy per page.
 * - react-router is `router`: only pages an area renders as a whole (and links followed) need it.
 * - Four libraries every page starts with are `base` (`BASE_KEYS`): one request instead of four.
 * - The shell's strings in a language and those of the shared runtime it provides are one file,
 *   `i18n-shell-<locale>`: every page needs both, in its language only. (`i18n-<locale>` is the
 *   name of the shell's own chunk, which webpack does not let a split reuse.) A remote's copy of
 *   the runtime strings goes with that copy (used when no shell provides the runtime), not with
 *   the remote's own `i18n-<locale>`.
 */
export function splitChunks(isShell: boolean): SplitChunksOptions {
  return {
    chunks: 'async',
    cacheGroups: {
      default: false,
      defaultVendors: false,
      react: { test: REACT_FILES, name: 'react', chunks: 'async', enforce: true },
      // Named so a page's files say whether it brought the router (a page of islands does not).
      router: { test: ROUTER_FILES, name: 'router', chunks: 'async', enforce: true },
      ...(isShell
        ? {
            base: { name: 'base', chunks: providesBaseKey, enforce: true, priority: -10 },
            strings: {
              test: STRINGS_FILE,
              name: (module: Module) =>
                `i18n-shell-${STRINGS_FILE.exec(module.nameForCondition() ?? '')?.[1]}`,
              chunks: 'async' as const,
              enforce: true,
            },
          }
        : {}),
    },
  };
}

type SplitChunksOptions = Exclude<
  NonNullable<Configuration['optimization']>['splitChunks'],
  false | undefined
>;

export function createAppConfig(options: AppOptions, argv: { mode?: string }): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isShell = options.app === 'shell';
  const appPkg = readJson<PackageJson>(path.join(options.dir, 'package.json'));
  const shopPackages = readShopPackages();

  return {
    mode,
    target: 'web',
    entry: { main: './src/index.ts' },
    context: options.dir,
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      uniqueName: federationName(options.app),
      filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
      // The server bundle (serverBundle.ts) is built into dist/server by its own configuration.
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: curatedAliases((entry) => entry),
    },
    module: {
      rules: [
        // A curated entry's own imports reach the package itself (an alias to itself is a no-op).
        ...Object.values(CURATED_ENTRIES).map((entry) => ({
          test: entry,
          resolve: { alias: curatedAliases((_, request) => request) },
        })),
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: [
            // Production pages link their style sheets, so server-rendered HTML is styled at once.
            mode === 'production' ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  localIdentName: cssModuleClassName(options.cssPrefix),
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [mode === 'production' ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(options.app),
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        manifest: isShell
          ? false
          : {
              fileName: 'mf-manifest.json',
              additionalData: ({ stats }) =>
                declareContracts(stats, contractDeclaration(appPkg, shopPackages, options.dir)),
            },
        shareStrategy: 'loaded-first',
        shared: sharedModules(appPkg, shopPackages, options.dir),
        runtimePlugins: federationRuntimePlugins(isShell, options.runtimePlugins),
        dts: false,
        experiments: federationExperiments(isShell, mode),
      }),
      ...(mode === 'production' && !isShell ? [sharedBundlerRuntime()] : []),
      ...(mode === 'production'
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
              // The shop server puts every style sheet of the shell into each page it sends (and
              // into its page shell): the shell's code never links, nor preloads, one again.
              runtime: !isShell,
            }),
            // Read by the bundle budget check (bundleBudget.ts).
            new ChunkGraphPlugin(options.app, path.join(__dirname, '..', '..')),
            ...precompressionPlugins(),
          ]
        : []),
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'public', 'index.html'),
        title: options.title,
        chunks: ['main'],
        inject: 'body',
        // The page is the standalone dev host (or the shell): it is served at the origin's root for
        // every route, so its entry script is linked absolutely, also on /jp/... pages.
        publicPath: '/',
      }),
    ],
    devServer: {
      port: options.port,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: [{ directory: path.join(options.dir, 'public'), publicPath: '/' }],
    },
    performance: { hints: false },
    optimization: { moduleIds: 'deterministic', splitChunks: splitChunks(isShell) },
  };
}
