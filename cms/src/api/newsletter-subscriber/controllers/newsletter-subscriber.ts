import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { docs } from '../../../lib/docs';
import { enforceLimit } from '../../../lib/limits';
import { toContentLocale } from '../../../lib/settings';
import { bodyData, type Ctx } from '../../../lib/types';

const UID = 'api::newsletter-subscriber.newsletter-subscriber';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * POST /api/newsletter-subscribers { data: { email, locale } }. Answers the same for a new and an
   * already subscribed address (nothing is revealed); one row per lower-cased email. Rate limited
   * per IP.
   */
  async create(ctx: Ctx) {
    await enforceLimit(ctx, 'newsletter', ctx.request.ip);
    const data = bodyData(ctx);
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) {
      throw new errors.ValidationError('Please enter a valid email address');
    }
    const existing = await docs(strapi, UID).findFirst({ filters: { email } });
    if (!existing) {
      try {
        await docs(strapi, UID).create({
          data: { email, shopLocale: toContentLocale(data.locale) ?? 'en' },
        });
      } catch (error) {
        // A concurrent request may have inserted the same email: that is still a success.
        const again = await docs(strapi, UID).findFirst({ filters: { email } });
        if (!again) throw error;
      }
    }
    ctx.body = { data: { email, subscribed: true } };
  },
});
