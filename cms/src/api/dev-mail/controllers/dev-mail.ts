import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { devMailEndpointEnabled } from '../../../lib/settings';
import type { Ctx } from '../../../lib/types';

interface CapturedMail {
  id: string;
  to: string;
  subject?: string;
  text?: string;
  html?: string;
  sentAt: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const dir = (): string =>
    String(strapi.config.get('plugin::email.providerOptions.dir') ?? '') ||
    path.join(process.cwd(), '.tmp', 'mail');

  /** Newest first, optionally only mail sent to one address. */
  const readAll = async (to?: string): Promise<CapturedMail[]> => {
    let names: string[];
    try {
      names = (await fs.readdir(dir())).filter((n) => n.endsWith('.json'));
    } catch {
      return [];
    }
    const mails = await Promise.all(
      names.map(
        async (n) => JSON.parse(await fs.readFile(path.join(dir(), n), 'utf8')) as CapturedMail,
      ),
    );
    const wanted = to?.trim().toLowerCase();
    return mails
      .filter((m) => !wanted || String(m.to).toLowerCase().includes(wanted))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
  };

  const toParam = (ctx: Ctx): string | undefined =>
    typeof ctx.query.to === 'string' ? ctx.query.to : undefined;

  return {
    /** GET /api/dev-mail?to= */
    async list(ctx: Ctx) {
      if (!devMailEndpointEnabled()) return ctx.notFound();
      ctx.body = { data: await readAll(toParam(ctx)) };
    },
    /** GET /api/dev-mail/latest?to= */
    async latest(ctx: Ctx) {
      if (!devMailEndpointEnabled()) return ctx.notFound();
      const [mail] = await readAll(toParam(ctx));
      if (!mail) return ctx.notFound('No mail captured');
      ctx.body = { data: mail };
    },
  };
};
