import { issueStandInToken, verifyStandInToken } from '../../../lib/captcha';
import { captchaStandInEnabled } from '../../../lib/settings';
import { isRecord, type Ctx } from '../../../lib/types';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export default () => ({
  /** GET /api/captcha-standin/token: a single-use token valid for two minutes. */
  async token(ctx: Ctx) {
    if (!captchaStandInEnabled()) return ctx.notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: issueStandInToken(ctx.hostname || 'localhost') };
  },

  /** POST /api/captcha-standin/siteverify (form or JSON: secret, response, remoteip). */
  async siteverify(ctx: Ctx) {
    if (!captchaStandInEnabled()) return ctx.notFound();
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    ctx.body = verifyStandInToken(str(body.secret), str(body.response));
  },
});
