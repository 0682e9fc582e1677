import { createAppConfig } from '@teashop/build/federation';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration =>
  createAppConfig(
    {
      app: 'mf-cart-checkout',
      dir: __dirname,
      port: 3002,
      cssPrefix: 'cc',
      title: 'Cart and checkout (standalone)',
      exposes: {
        './spa': './src/spa.tsx',
        './CartPanel': './src/features/cart-panel/CartPanel.tsx',
        './cartEngine': './src/features/cart-engine/cartEngine.ts',
      },
    },
    argv,
  );
