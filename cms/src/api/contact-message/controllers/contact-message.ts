import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { verifyCaptcha } from '../../../lib/captcha';
import { docs } from '../../../lib/docs';
import { enforceLimit } from '../../../lib/limits';
import { toContentLocale } from '../../../lib/settings';
import { bodyData, isRecord, type Ctx } from '../../../lib/types';

export const CAPTCHA_MESSAGE = 'Please complete the reCAPTCHA.';
export const CONTACT_FAILED_MESSAGE = 'Your message is failed to be sent.';

const field = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /api/contact-messages { data: { firstName, lastName, contactNumber, note, locale },
   * captchaToken }. Rate limited per IP (counted across instances with Redis), then the captcha
   * token is verified, then the message is stored for the shop team.
   */
  async create(ctx: Ctx) {
    const ip = ctx.request.ip;
    await enforceLimit(ctx, 'contact', ip);
    const data = bodyData(ctx);
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    const token = body.captchaToken ?? data.captchaToken;
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) {
      throw new errors.ValidationError(CAPTCHA_MESSAGE);
    }
    const message = {
      firstName: field(data.firstName, 100),
      lastName: field(data.lastName, 100),
      contactNumber: field(data.contactNumber, 40),
      note: field(data.note, 5000),
    };
    const missing = Object.entries(message)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length > 0) {
      throw new errors.ValidationError(CONTACT_FAILED_MESSAGE, { missing });
    }
    const answer = await verifyCaptcha(token, ip, Number(strapi.config.get('server.port')));
    if (!answer.success) {
      throw new errors.ValidationError(CAPTCHA_MESSAGE, {
        'error-codes': answer['error-codes'] ?? [],
      });
    }
    await docs(strapi, 'api::contact-message.contact-message').create({
      data: { ...message, shopLocale: toContentLocale(data.locale) ?? 'en', ip },
    });
    ctx.body = { data: { ok: true } };
  },
});
