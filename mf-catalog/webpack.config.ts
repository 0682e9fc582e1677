import { createAppConfig } from '@teashop/shared/build/federation';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration =>
  createAppConfig(
    {
      app: 'mf-catalog',
      dir: __dirname,
      port: 3001,
      cssPrefix: 'cat',
      title: 'Catalogue (standalone)',
      exposes: {
        './spa': './src/spa.tsx',
      },
    },
    argv,
  );
