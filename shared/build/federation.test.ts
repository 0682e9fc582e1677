/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import {
  NormalModuleReplacementPlugin,
  type Chunk,
  type Configuration,
  type Module,
} from 'webpack';
import {
  BASE_KEYS,
  BUNDLER_RUNTIME_PROVIDER,
  contractDeclaration,
  createAppConfig,
  CURATED_ENTRIES,
  curatedEntryRequest,
  externalRuntimeProvider,
  FEDERATION_RUNTIME,
  federationName,
  packageOf,
  providesBaseKey,
  readShopPackages,
  REACT_FILES,
  sharedModules,
  sharedSingletons,
  SINGLETONS,
  type PackageJson,
  type ShopPackages,
} from './federation';
import { ChunkGraphPlugin } from './chunkGraphPlugin';

/** The shop's packages at 0.1.0, the runtime bringing `runtime`'s dependencies. */
const shopPackages = (runtime: Partial<PackageJson> = {}): ShopPackages => ({
  '@teashop/contracts': { version: '0.1.0' },
  '@teashop/ui': { version: '0.1.0' },
  '@teashop/runtime': { version: '0.1.0', ...runtime },
});

function federationOptions(config: Configuration) {
  const plugin = config.plugins?.find((p) => p instanceof ModuleFederationPlugin);
  // The options the plugin was created with are not public; the test reads what it was given.
  return (plugin as unknown as { _options: moduleFederationPlugin.ModuleFederationPluginOptions })
    ._options;
}

const appConfig = (app: string, mode: string) =>
  createAppConfig(
    {
      app,
      dir: path.join(__dirname, '..', '..', app),
      port: 3000,
      cssPrefix: 'x',
      title: 't',
      runtimePlugins: app === 'shell' ? ['/plugins/fallback.ts'] : undefined,
    },
    { mode },
  );

describe('common webpack configuration', () => {
  it('shares every singleton once, never eager, with the version the app depends on', () => {
    const shared = sharedSingletons(
      { version: '1.0.0', dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' } },
      {
        '@teashop/contracts': { version: '0.1.0' },
        '@teashop/ui': { version: '0.3.0', peerDependencies: { 'react-router': '^7.0.0' } },
        '@teashop/runtime': {
          version: '0.2.0',
          peerDependencies: {
            i18next: '^26.0.0',
            'react-i18next': '^17.0.0',
            valtio: '^2.0.0',
            'single-spa': '^6.0.0',
            'react-hook-form': '^7.66.0',
          },
          dependencies: { '@tanstack/react-query': '^5.0.0' },
        },
      },
    );
    expect(Object.keys(shared)).toEqual([...SINGLETONS]);
    expect(shared['react-dom/client']).toEqual({
      singleton: true,
      requiredVersion: '^19.2.0',
      eager: false,
    });
    // remotes built against 0.2.0 run on any later compatible runtime the shell provides
    expect(shared['@teashop/runtime']?.requiredVersion).toBe('^0.2.0');
    expect(shared['@teashop/runtime/forms']?.requiredVersion).toBe('^0.2.0');
    expect(shared['@teashop/ui']?.requiredVersion).toBe('^0.3.0');
    expect(() => sharedSingletons({ version: '1', dependencies: {} }, shopPackages())).toThrow(
      'react is shared',
    );
  });

  it('names containers and packages', () => {
    expect(federationName('mf-cart-checkout')).toBe('mf_cart_checkout');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@teashop/runtime/forms')).toBe('@teashop/runtime');
  });

  it('links the standalone page entry from the root so /jp/... pages load it', () => {
    const dir = path.join(__dirname, '..', '..', 'mf-member');
    const config = createAppConfig(
      { app: 'mf-member', dir, port: 3003, cssPrefix: 'mem', title: 't' },
      { mode: 'production' },
    );
    const html = config.plugins?.find((p) => p instanceof HtmlWebpackPlugin) as HtmlWebpackPlugin;
    expect(html.userOptions.publicPath).toBe('/');
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('mf_member');
  });

  it('shares the libraries an app depends on, not as singletons, next to the singletons', () => {
    const shopPkgs = shopPackages({
      version: '0.1.0',
      peerDependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '^7.0.0' },
      dependencies: { zod: '^4.1.0' },
    });
    const deps = {
      i18next: '^26.0.0',
      'react-i18next': '^17.0.0',
      valtio: '^2.0.0',
      'single-spa': '^6.0.0',
      'react-hook-form': '^7.66.0',
      '@tanstack/react-query': '^5.0.0',
    };
    const dir = path.join(__dirname, '..', '..', 'mf-catalog');
    const remote = sharedModules(
      { version: '1.0.0', dependencies: { ...deps, '@hookform/resolvers': '^5.2.2' } },
      shopPkgs,
      dir,
    );
    expect(remote['@hookform/resolvers/zod']).toEqual({
      singleton: false,
      requiredVersion: '^5.2.2',
      eager: false,
    });
    expect(remote.react?.singleton).toBe(true);
    // zod comes with the shop's packages, so the shell shares it too (from its curated entry).
    const shell = sharedModules({ version: '1.0.0', dependencies: deps }, shopPkgs, dir);
    expect(Object.keys(shell)).toEqual(
      [...SINGLETONS, 'zod'].map((request) => CURATED_ENTRIES[request] ?? request),
    );
    expect(shell[CURATED_ENTRIES.zod as string]).toMatchObject({
      singleton: false,
      requiredVersion: '^4.1.0',
      shareKey: 'zod',
    });
  });

  it('shares react-router from its curated entry, under its own name and installed version', () => {
    const config = appConfig('mf-content', 'production');
    const entry = CURATED_ENTRIES['react-router'] as string;
    const installed = (
      JSON.parse(fs.readFileSync(require.resolve('react-router/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(federationOptions(config).shared).toHaveProperty([entry], {
      singleton: true,
      requiredVersion: '^7.18.5',
      eager: false,
      shareKey: 'react-router',
      import: '@teashop/build/entries/react-router',
      version: installed,
    });
    expect(config.resolve?.alias).toHaveProperty(['react-router$'], entry);
    // The entry itself imports the package, not itself.
    const rule = config.module?.rules?.find((r) => r && typeof r === 'object' && r.test === entry);
    expect(rule).toHaveProperty(['resolve', 'alias', 'react-router$'], 'react-router');
    expect(require.resolve(curatedEntryRequest(entry))).toBe(entry);
  });

  it('loads the federation runtime once: the shell provides it, remote builds leave it out', () => {
    const shell = federationOptions(appConfig('shell', 'production'));
    expect(shell.experiments?.externalRuntime).toBe(false);
    expect(shell.runtimePlugins).toEqual([
      externalRuntimeProvider(),
      BUNDLER_RUNTIME_PROVIDER,
      '/plugins/fallback.ts',
    ]);
    // The ES module build: the CommonJS one would bring a second copy of the runtime.
    expect(externalRuntimeProvider()).toMatch(/\.m?js$/);
    expect(fs.readFileSync(externalRuntimeProvider(), 'utf8')).toMatch(/^import .*runtime-core/m);

    const remote = federationOptions(appConfig('mf-catalog', 'production'));
    expect(remote.experiments?.externalRuntime).toBe(true);
    expect(remote.experiments?.provideExternalRuntime).toBeUndefined();
    expect(remote.runtimePlugins).toEqual([]);
    expect(remote.shared).toHaveProperty(['@hookform/resolvers/zod', 'singleton'], false);

    // A remote's dev server runs its standalone page, which has no shell to take the runtime from.
    const dev = federationOptions(appConfig('mf-catalog', 'development'));
    expect(dev.experiments?.externalRuntime).toBe(false);
  });

  it("takes the federation bundler runtime from the shell in a remote's production build only", () => {
    const replacement = (app: string, mode: string) =>
      appConfig(app, mode).plugins?.find((p) => p instanceof NormalModuleReplacementPlugin) as
        { resourceRegExp: RegExp; newResource: string } | undefined;
    const remote = replacement('mf-catalog', 'production');
    // What the embedded federation entry imports, as @module-federation/enhanced writes it.
    const imported = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
    expect(remote?.resourceRegExp.test(imported)).toBe(true);
    expect(remote?.newResource).toBe(path.join(__dirname, 'bundlerRuntime', 'container.ts'));
    expect(replacement('mf-catalog', 'development')).toBeUndefined();
    expect(replacement('shell', 'production')).toBeUndefined();
  });

  it('has a remote declare the federation runtime minor it was built with, which the shell provides', () => {
    const dir = path.join(__dirname, '..', '..', 'mf-catalog');
    const installed = (
      JSON.parse(
        fs.readFileSync(
          require.resolve(`${FEDERATION_RUNTIME}/package.json`, { paths: [dir] }),
          'utf8',
        ),
      ) as PackageJson
    ).version;
    const app = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    const declared = contractDeclaration(app, readShopPackages(), dir);
    expect(declared.singletons[FEDERATION_RUNTIME]).toBe(`~${installed}`);
  });

  it('puts lazy code in as few files as a page uses: nothing split off, React one file, the shell strings per language, its base libraries one file', () => {
    const splitChunks = (app: string) => {
      const options = appConfig(app, 'production').optimization?.splitChunks;
      if (!options) throw new Error(`${app}: no splitChunks options`);
      return options;
    };
    const module = (file: string) => ({ nameForCondition: () => file }) as unknown as Module;
    for (const app of ['shell', 'mf-catalog']) {
      const { cacheGroups } = splitChunks(app);
      // No split of webpack's own: each one left a file of a few hundred bytes beside its code.
      expect(cacheGroups).toMatchObject({ default: false, defaultVendors: false });
      expect(cacheGroups).toHaveProperty('react', {
        test: REACT_FILES,
        name: 'react',
        chunks: 'async',
        enforce: true,
      });
    }
    for (const file of [
      'react/index.js',
      'react/jsx-runtime.js',
      'react-dom/index.js',
      'react-dom/client.js',
      'scheduler/cjs/scheduler.production.js',
    ]) {
      expect(`/shop/node_modules/${file}`).toMatch(REACT_FILES);
    }
    for (const file of [
      'react-router/dist/index.js',
      'react-i18next/index.js',
      'react-hook-form/x.js',
    ]) {
      expect(`/shop/node_modules/${file}`).not.toMatch(REACT_FILES);
    }

    // The shell: its strings and the runtime's common ones in one file per language.
    const strings = splitChunks('shell').cacheGroups?.strings;
    if (!strings || typeof strings !== 'object' || strings instanceof RegExp) {
      throw new Error('the shell has no strings group');
    }
    const { test, name } = strings;
    if (!(test instanceof RegExp)) throw new Error('the strings group tests no file names');
    const nameOf = (file: string) => (name as (m: Module) => string)(module(file));
    expect(nameOf('/shop/shell/src/i18n/jp.json')).toBe('i18n-shell-jp');
    expect(nameOf('/shop/shared/runtime/src/i18n/common/jp.json')).toBe('i18n-shell-jp');
    expect(nameOf('/shop/shell/src/i18n/en.json')).toBe('i18n-shell-en');
    expect('/shop/shell/src/i18n/index.ts').not.toMatch(test);
    // A remote's own strings keep their `i18n-<locale>` chunk, which the shop server preloads.
    expect(splitChunks('mf-catalog').cacheGroups).not.toHaveProperty('strings');

    // The shell: four libraries every page starts with in one file, none consuming another.
    expect(splitChunks('shell').cacheGroups).toHaveProperty('base', {
      name: 'base',
      chunks: providesBaseKey,
      enforce: true,
      priority: -10,
    });
    expect(splitChunks('mf-catalog').cacheGroups).not.toHaveProperty('base');
    expect(SINGLETONS).toEqual(expect.arrayContaining([...BASE_KEYS]));
    const chunkFrom = (...origins: { module: unknown; request?: string }[]) =>
      ({ groupsIterable: [{ origins }] }) as unknown as Chunk;
    const provided = (key: string) => ({ module: { type: 'provide-module', _name: key } });
    expect(providesBaseKey(chunkFrom(provided('i18next')))).toBe(true);
    expect(providesBaseKey(chunkFrom(provided('@teashop/contracts')))).toBe(true);
    // Those consuming them, or loaded on some pages only, keep their own files.
    for (const key of ['react-i18next', '@teashop/runtime', 'react-hook-form', 'react']) {
      expect([key, providesBaseKey(chunkFrom(provided(key)))]).toEqual([key, false]);
    }
    expect(providesBaseKey(chunkFrom({ module: null, request: './bootstrap' }))).toBe(false);
  });

  it("leaves out the shell's style sheet loading: the server puts all its sheets into each page", () => {
    const cssRuntime = (app: string) => {
      const plugin = appConfig(app, 'production').plugins?.find(
        (p) => p instanceof MiniCssExtractPlugin,
      );
      if (!plugin) throw new Error(`${app}: no MiniCssExtractPlugin`);
      return (plugin as unknown as { options: { runtime: boolean } }).options.runtime;
    };
    expect(cssRuntime('shell')).toBe(false);
    // A remote links the sheets of the pages it draws in the browser.
    expect(cssRuntime('mf-catalog')).toBe(true);
  });

  it('records the chunk graph of production builds for the bundle budget', () => {
    const has = (config: Configuration) =>
      Boolean(config.plugins?.some((p) => p instanceof ChunkGraphPlugin));
    expect(has(appConfig('mf-content', 'production'))).toBe(true);
    expect(has(appConfig('mf-content', 'development'))).toBe(false);
  });
});
