import { createAppConfig } from '@teashop/build/federation';
import { createServerBundleConfig } from '@teashop/build/serverBundle';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => [
  createAppConfig(
    {
      app: 'mf-content',
      dir: __dirname,
      port: 3004,
      cssPrefix: 'cnt',
      title: 'Content (standalone)',
      exposes: {
        './spa': './src/spa.tsx',
      },
    },
    argv,
  ),
  // Server rendering uses production builds; the dev servers render in the browser only.
  ...(argv.mode === 'development'
    ? []
    : [createServerBundleConfig({ app: 'mf-content', dir: __dirname, cssPrefix: 'cnt' }, argv)]),
];
