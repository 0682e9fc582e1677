import type { AreaRenderOptions } from '@teashop/runtime/test-support';
import translations from '../i18n';

/** The content area for `renderInArea`: its name and its texts. */
export const content = {
  area: 'mf-content',
  translations,
} satisfies Pick<AreaRenderOptions, 'area' | 'translations'>;

/** A JSON response for a mocked fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
