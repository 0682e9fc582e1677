import { createAreaRenderer } from '@teashop/shared/src/ssr/renderArea';
import translations from './i18n';
import { AreaRoutes } from './routes';

/** Server render entry of the mf-member area, loaded by the shop server from `dist/server`. */
export const render = createAreaRenderer({
  name: 'mf-member',
  translations,
  Routes: AreaRoutes,
});
