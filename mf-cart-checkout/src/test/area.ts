import type { AreaRenderOptions } from '@teashop/runtime/test-support';
import translations from '../i18n';

/** The cart and checkout area for `renderInArea`: its name and its texts. */
export const cartCheckout = {
  area: 'mf-cart-checkout',
  translations,
} satisfies Pick<AreaRenderOptions, 'area' | 'translations'>;
