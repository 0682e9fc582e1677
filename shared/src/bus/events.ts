import { z } from 'zod';
import { LOCALES } from '../locale';

const cartItemInput = z.object({
  productId: z.string().min(1),
  quantity: z.number().int().min(1).max(99),
});

/**
 * Every event crossing a team boundary, named `<team>:<what>`, with the schema of its payload.
 * Payloads are validated on publish, so a remote on an older contract fails loudly at its source.
 */
export const eventSchemas = {
  'cart:add-item': cartItemInput,
  'cart:item-added': z.object({
    productId: z.string(),
    quantity: z.number().int(),
    count: z.number().int(),
  }),
  'cart:updated': z.object({ count: z.number().int().min(0) }),
  'cart:open-panel': z.object({}).strict(),
  'cart:toggle-panel': z.object({}).strict(),
  'cart:close-panel': z.object({}).strict(),
  'auth:changed': z.object({ signedIn: z.boolean() }),
  'auth:logout-requested': z.object({}).strict(),
  'locale:changed': z.object({ locale: z.enum(LOCALES) }),
  'catalog:product-viewed': z.object({ productId: z.string(), slug: z.string() }),
  'shell:toast': z.object({
    message: z.string(),
    kind: z.enum(['info', 'success', 'error']).default('info'),
  }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.input<(typeof eventSchemas)[N]>;
export type EventDetail<N extends EventName> = z.output<(typeof eventSchemas)[N]>;
