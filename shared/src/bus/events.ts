// zod's tree-shakable build: the bus is on every page before anything renders, so only the
// builders these schemas use travel with it (about 5 KiB compressed instead of 17 KiB).
import * as z from 'zod/mini';
import { LOCALES } from '../locale';

// No eval under the shop's Content-Security-Policy (zod would probe `new Function` otherwise).
z.config({ jitless: true });

const int = () => z.number().check(z.int());
const noFields = () => z.strictObject({});

const cartItemInput = z.object({
  productId: z.string().check(z.minLength(1)),
  quantity: int().check(z.minimum(1), z.maximum(99)),
});

/**
 * Every event crossing a team boundary, named `<team>:<what>`, with the schema of its payload.
 * Payloads are validated on publish, so a remote on an older contract fails loudly at its source.
 */
export const eventSchemas = {
  'cart:add-item': cartItemInput,
  'cart:item-added': z.object({ productId: z.string(), quantity: int(), count: int() }),
  'cart:updated': z.object({ count: int().check(z.minimum(0)) }),
  'cart:open-panel': noFields(),
  'cart:toggle-panel': noFields(),
  'cart:close-panel': noFields(),
  'auth:changed': z.object({ signedIn: z.boolean() }),
  'auth:logout-requested': noFields(),
  'locale:changed': z.object({ locale: z.enum(LOCALES) }),
  'catalog:product-viewed': z.object({ productId: z.string(), slug: z.string() }),
  'shell:toast': z.object({
    message: z.string(),
    kind: z._default(z.enum(['info', 'success', 'error']), 'info'),
  }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.input<(typeof eventSchemas)[N]>;
export type EventDetail<N extends EventName> = z.output<(typeof eventSchemas)[N]>;
