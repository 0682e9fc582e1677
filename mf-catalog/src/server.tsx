import { createAreaServer } from '@teashop/runtime/server';
import translations from './i18n/all';
import { routes } from './routes';

/** Server entry (page HTML, what a page loads and its head) of the mf-catalog area, loaded by the shop server from `dist/server`. */
export const { render, meta, page } = createAreaServer({
  name: 'mf-catalog',
  translations,
  routes,
});
