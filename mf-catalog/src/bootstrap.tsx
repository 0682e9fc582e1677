import { startStandalone } from '@teashop/runtime';
import translations from './i18n';
import { routes } from './routes';

/** Standalone dev host: runs this remote alone on its own dev server, for its team. */
void startStandalone({ name: 'mf-catalog', translations, routes });
