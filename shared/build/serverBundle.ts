/**
 * The server bundle of a remote: its pages' render entry (`src/server.tsx`) as one CommonJS file,
 * `dist/server/render.js`, next to the browser build. The shop server fetches it from the same
 * place as the remote's manifest, so a redeployed remote is rendered with its new code.
 * Node-side only: never imported by browser code.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { cssModuleClassName } from './federation';
import { SERVER_BUNDLE_FILE } from '../src/ssr/serverBundlePath';

export interface ServerBundleOptions {
  /** Workspace folder name, e.g. 'mf-catalog'. */
  app: string;
  /** Absolute path of the workspace. */
  dir: string;
  /** CSS Modules class prefix of the team: the same class names as the browser build. */
  cssPrefix: string;
}

export function createServerBundleConfig(
  options: ServerBundleOptions,
  argv: { mode?: string },
): Configuration {
  return {
    name: `${options.app}-server`,
    mode: argv.mode === 'development' ? 'development' : 'production',
    target: 'node20',
    context: options.dir,
    entry: { render: './src/server.tsx' },
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', path.dirname(SERVER_BUNDLE_FILE)),
      filename: path.basename(SERVER_BUNDLE_FILE),
      library: { type: 'commonjs2' },
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
      // One file, so the shop server can load it from a URL without resolving chunks.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}
