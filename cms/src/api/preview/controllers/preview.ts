import { PREVIEW_HEADER, verifyPreviewToken } from '../../../lib/preview-token';
import type { Ctx } from '../../../lib/types';

export default () => ({
  /**
   * `GET /api/preview/check` with the token in `X-Preview-Token`:
   * `{ data: { valid: true, uid, documentId, locale, expiresAt } }` or
   * `{ data: { valid: false, reason: 'missing' | 'invalid' | 'expired' } }`; never cached.
   */
  async check(ctx: Ctx) {
    const verdict = verifyPreviewToken(ctx.get(PREVIEW_HEADER));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    if (!verdict.valid) {
      ctx.body = { data: { valid: false, reason: verdict.reason } };
      return;
    }
    const { uid, documentId, locale, exp } = verdict.claims;
    ctx.body = {
      data: { valid: true, uid, documentId, locale, expiresAt: new Date(exp * 1000).toISOString() },
    };
  },
});
