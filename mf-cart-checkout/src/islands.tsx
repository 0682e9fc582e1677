import { exposeIslands } from '@teashop/runtime';
import translations from './i18n';
import { teamIslands } from './teamIslands';

/** The cart team's islands on other areas' pages, in the browser (exposed as `./islands`). */
export default exposeIslands({ name: 'mf-cart-checkout', translations, islands: teamIslands });
