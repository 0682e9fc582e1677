import { createAreaServer } from '@teashop/shared/src/ssr/renderArea';
import translations from './i18n';
import { AreaRoutes } from './routes';

/** Server entry (page HTML and head texts) of the mf-catalog area, loaded by the shop server from `dist/server`. */
export const { render, meta } = createAreaServer({
  name: 'mf-catalog',
  translations,
  Routes: AreaRoutes,
});
