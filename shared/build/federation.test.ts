/**
 * @jest-environment node
 */
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  createAppConfig,
  federationName,
  packageOf,
  sharedSingletons,
  SINGLETONS,
} from './federation';

describe('common webpack configuration', () => {
  it('shares every singleton once, never eager, with the version the app depends on', () => {
    const shared = sharedSingletons(
      { version: '1.0.0', dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0' } },
      {
        version: '0.1.0',
        peerDependencies: {
          'react-router': '^7.0.0',
          i18next: '^26.0.0',
          'react-i18next': '^17.0.0',
          valtio: '^2.0.0',
          'single-spa': '^6.0.0',
          'react-hook-form': '^7.66.0',
        },
      },
    );
    expect(Object.keys(shared)).toEqual([...SINGLETONS]);
    expect(shared['react-dom/client']).toEqual({
      singleton: true,
      requiredVersion: '^19.2.0',
      eager: false,
    });
    expect(shared['@teashop/shared']?.requiredVersion).toBe('0.1.0');
    expect(() =>
      sharedSingletons({ version: '1', dependencies: {} }, { version: '0.1.0' }),
    ).toThrow('react is shared');
  });

  it('names containers and packages', () => {
    expect(federationName('mf-cart-checkout')).toBe('mf_cart_checkout');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@teashop/shared')).toBe('@teashop/shared');
  });

  it('links the standalone page entry from the root so /jp/... pages load it', () => {
    const dir = path.join(__dirname, '..', '..', 'mf-member');
    const config = createAppConfig(
      { app: 'mf-member', dir, port: 3003, cssPrefix: 'mem', title: 't' },
      { mode: 'production' },
    );
    const html = config.plugins?.find((p) => p instanceof HtmlWebpackPlugin) as HtmlWebpackPlugin;
    expect(html.userOptions.publicPath).toBe('/');
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('mf_member');
  });
});
