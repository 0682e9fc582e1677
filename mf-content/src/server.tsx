import { createAreaRenderer } from '@teashop/shared/src/ssr/renderArea';
import translations from './i18n';
import { AreaRoutes } from './routes';

/** Server render entry of the mf-content area, loaded by the shop server from `dist/server`. */
export const render = createAreaRenderer({
  name: 'mf-content',
  translations,
  Routes: AreaRoutes,
});
