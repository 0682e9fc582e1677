import type { RemoteName } from '@teashop/contracts';
import type { TranslationSource } from '../i18n/i18n';
import type { AreaRouteMap } from '../routes/routeMap';

/** An area's pages: its route map (the routers are built from it and the route table). */
export type AreaPages = {
  [O in RemoteName]: {
    /** Remote folder name, e.g. 'mf-catalog'; also its i18n namespace and `data-boundary`. */
    name: O;
    /** Its texts: in the browser, loaders per language (`src/i18n`), only the page's is loaded. */
    translations: TranslationSource;
    /** Exactly the routes the table gives this area. */
    routes: AreaRouteMap<O>;
  };
}[RemoteName];
