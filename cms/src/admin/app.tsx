import type { StrapiApp } from '@strapi/strapi/admin';
import { OrderMovesPanel } from './orders/OrderMovesPanel';

interface ContentManagerApis {
  addEditViewSidePanel(panels: unknown[]): void;
}

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    // The content manager types its APIs as unknown for app code: the one used here is named.
    const apis = app.getPlugin('content-manager').apis as unknown as ContentManagerApis;
    apis.addEditViewSidePanel([OrderMovesPanel]);
  },
};
