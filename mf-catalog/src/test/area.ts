import type { AreaRenderOptions } from '@teashop/runtime/test-support';
import translations from '../i18n';

/** The catalogue area for `renderInArea`: its name and its texts. */
export const catalog = {
  area: 'mf-catalog',
  translations,
} satisfies Pick<AreaRenderOptions, 'area' | 'translations'>;
