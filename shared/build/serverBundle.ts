/**
 * The server build of a remote: a Module Federation container for Node, `dist/server/remoteEntry.js`,
 * next to the browser build. It exposes the pages' render entry (`src/server.tsx`) as `./render`
 * and takes React, its server renderer, the router and i18n from the shop server
 * (`SERVER_SHARED`). The shop server loads it with the federation runtime from the same place as
 * the remote's manifest, so a redeployed remote is rendered with its new code.
 * Node-side only: never imported by browser code.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  cssModuleClassName,
  federationName,
  readShopPackages,
  singletonsOf,
  type PackageJson,
} from './federation';
import { SERVER_BUNDLE_FILE, SERVER_RENDER_EXPOSE, SERVER_SHARED } from '@teashop/contracts';

const readPackageJson = (dir: string): PackageJson =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

export interface ServerBundleOptions {
  /** Workspace folder name, e.g. 'mf-catalog'. */
  app: string;
  /** Absolute path of the workspace. */
  dir: string;
  /** CSS Modules class prefix of the team: the same class names as the browser build. */
  cssPrefix: string;
}

/**
 * The libraries the shop server lends, each in the range the remote depends on. They are not
 * bundled (`import: false`): React and what holds its context exist once per process, and a
 * remote the shop cannot serve is refused before loading by the compatibility check of its
 * manifest, whose singletons include these.
 */
function serverShared(dir: string) {
  const singletons = singletonsOf(SERVER_SHARED, readPackageJson(dir), readShopPackages());
  return Object.fromEntries(
    Object.entries(singletons).map(([request, entry]) => [
      request,
      { ...entry, import: false as const },
    ]),
  );
}

export function createServerBundleConfig(
  options: ServerBundleOptions,
  argv: { mode?: string },
): Configuration {
  return {
    name: `${options.app}-server`,
    mode: argv.mode === 'development' ? 'development' : 'production',
    // Chunks are loaded asynchronously: over HTTP by the federation runtime's Node plugin.
    target: 'async-node',
    context: options.dir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', path.dirname(SERVER_BUNDLE_FILE)),
      // The one file there is (see LimitChunkCountPlugin below), whichever chunk the others merged
      // into: the container's own `filename` goes with its chunk if that one is merged away.
      filename: path.basename(SERVER_BUNDLE_FILE),
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
        },
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                localIdentName: cssModuleClassName(options.cssPrefix),
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
              },
            },
          },
        },
        // Plain style sheets are the browser's business.
        { test: /\.css$/, exclude: /\.module\.css$/, use: 'null-loader' },
        { test: /\.(png|jpe?g|svg|webp|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(options.app),
        filename: path.basename(SERVER_BUNDLE_FILE),
        library: { type: 'commonjs-module' },
        exposes: { [SERVER_RENDER_EXPOSE]: './src/server.tsx' },
        shared: serverShared(options.dir),
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
      }),
      // One file: the shop server fetches the container alone, with no chunks to find.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // No vendors chunk: everything merges into the one file.
    optimization: { minimize: false, moduleIds: 'deterministic', splitChunks: false },
    performance: { hints: false },
  };
}
