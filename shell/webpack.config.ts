import path from 'node:path';
import {
  createAppConfig,
  cssModuleClassName,
  providedVersionsPlugin,
} from '@teashop/build/federation';
import type { Configuration } from 'webpack';
import { runtimeConfigFromEnv } from './server/config';
import { createGateway } from './server/gateway/gateway';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => {
  const browser = createAppConfig(
    {
      app: 'shell',
      dir: __dirname,
      port: 3000,
      cssPrefix: 'sh',
      title: 'Leaf & Kettle Tea',
      runtimePlugins: [
        path.join(__dirname, 'src/federation/compatibilityPlugin.ts'),
        path.join(__dirname, 'src/federation/fallbackPlugin.ts'),
      ],
    },
    argv,
  );
  browser.devServer = {
    ...browser.devServer,
    setupMiddlewares: (middlewares, devServer) => {
      // The dev server answers /runtime-config.json like the production server does.
      devServer.app?.get('/runtime-config.json', (_req, res) => {
        res.json(runtimeConfigFromEnv(process.env, 'development'));
      });
      // ...and fronts the content backend on its own origin with the session cookie, as it does.
      const gateway = createGateway({
        cmsUrl: process.env.CMS_INTERNAL_URL ?? process.env.CMS_URL ?? 'http://localhost:1337',
        publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
        authCookieName: runtimeConfigFromEnv(process.env, 'development').authCookieName,
      });
      // The dev server's app is typed against an older express; the router is a plain handler.
      devServer.app?.use((req, res, next) => gateway(req as never, res as never, next));
      return middlewares;
    },
  };
  const server: Configuration = {
    name: 'server',
    mode: argv.mode === 'development' ? 'development' : 'production',
    target: 'node20',
    context: __dirname,
    entry: { server: './server/main.ts' },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      clean: true,
      library: { type: 'commonjs2' },
    },
    externalsPresets: { node: true },
    // jsdom (the DOM of the server's sanitiser) reads files of its own at run time: not bundled.
    externals: {
      express: 'commonjs express',
      compression: 'commonjs compression',
      jsdom: 'commonjs jsdom',
      // the render cache's Redis client loads optional modules of its own at run time
      redis: 'commonjs redis',
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      // Remote server bundles are run with Node's own require (render/remoteBundles.ts).
      parser: { javascript: { createRequire: false } },
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
        // The server renders the header and footer with the browser build's class names.
        {
          test: /\.module\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                localIdentName: cssModuleClassName('sh'),
                namedExport: false,
                exportLocalsConvention: 'as-is',
                exportOnlyLocals: true,
              },
            },
          },
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: 'null-loader' },
      ],
    },
    plugins: [providedVersionsPlugin(__dirname)],
    optimization: { minimize: false },
  };
  return [browser, server];
};
