import { createAppConfig } from '@teashop/build/federation';
import { createServerBundleConfig } from '@teashop/build/serverBundle';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => [
  createAppConfig(
    {
      app: 'mf-catalog',
      dir: __dirname,
      port: 3001,
      cssPrefix: 'cat',
      title: 'Catalogue (standalone)',
      exposes: {
        './spa': './src/spa.tsx',
        // the header's search, shown by the shell in its header
        './HeaderSearch': './src/features/header-search/HeaderSearch.tsx',
      },
    },
    argv,
  ),
  // Server rendering uses production builds; the dev servers render in the browser only.
  ...(argv.mode === 'development'
    ? []
    : [createServerBundleConfig({ app: 'mf-catalog', dir: __dirname, cssPrefix: 'cat' }, argv)]),
];
