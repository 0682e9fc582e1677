import { createRemoteLifecycles } from '@teashop/runtime';
import translations from './i18n';
import { routes } from './routes';

/** single-spa lifecycles of the mf-catalog area, mounted by the shell. */
export const { bootstrap, mount, unmount, update } = createRemoteLifecycles({
  name: 'mf-catalog',
  translations,
  routes,
});
