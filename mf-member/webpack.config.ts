import { createAppConfig } from '@teashop/build/federation';
import { createServerBundleConfig } from '@teashop/build/serverBundle';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => [
  createAppConfig(
    {
      app: 'mf-member',
      dir: __dirname,
      port: 3003,
      cssPrefix: 'mem',
      title: 'Member (standalone)',
      exposes: {
        './spa': './src/spa.tsx',
      },
    },
    argv,
  ),
  // Server rendering uses production builds; the dev servers render in the browser only.
  ...(argv.mode === 'development'
    ? []
    : [createServerBundleConfig({ app: 'mf-member', dir: __dirname, cssPrefix: 'mem' }, argv)]),
];
