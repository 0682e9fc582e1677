import { createIslandRenderer } from '@teashop/runtime/server';
import translations from './i18n/all';
import { teamIslands } from './teamIslands';

/**
 * Server entry of the mf-cart-checkout area, loaded by the shop server from `dist/server`: the HTML
 * of its islands on other areas' pages. Its own pages (the cart, checkout) render in the browser.
 */
export const island = createIslandRenderer({
  name: 'mf-cart-checkout',
  translations,
  islands: teamIslands,
});
