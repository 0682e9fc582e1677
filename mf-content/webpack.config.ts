import { createAppConfig } from '@teashop/shared/build/federation';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration =>
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
  );
