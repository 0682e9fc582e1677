import { createAppConfig } from '@teashop/build/federation';
import { createServerBundleConfig } from '@teashop/build/serverBundle';
import type { Configuration } from 'webpack';

export default (_env: unknown, argv: { mode?: string }): Configuration[] => [
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
        // the add-to-cart other areas' pages place (its server HTML: src/server.tsx)
        './islands': './src/islands.tsx',
      },
    },
    argv,
  ),
  // Server rendering uses production builds; the dev servers render in the browser only.
  ...(argv.mode === 'development'
    ? []
    : [
        createServerBundleConfig(
          { app: 'mf-cart-checkout', dir: __dirname, cssPrefix: 'cc' },
          argv,
        ),
      ]),
];
