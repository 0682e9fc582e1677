import { createAppConfig } from '@teashop/shared/build/federation';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration =>
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
  );
