// zod's tree-shakable build: the bus is on every page before anything renders, so only the
// builders these schemas use travel with it (about 5 KiB compressed instead of 17 KiB).
import * as z from 'zod/mini';

// No eval under the shop's Content-Security-Policy (zod would probe `new Function` otherwise).
z.config({ jitless: true });

const int = () => z.number().check(z.int());

/**
 * A new line's details as the page already shows them (the catalogue read them in the page's
 * language), so the cart does not read the product again; the cms prices every line when it saves.
 */
const cartLineDetails = z.object({
  name: z.string().check(z.minLength(1)),
  price: z.number(),
  slug: z.string().check(z.minLength(1)),
  currency: z.string().check(z.minLength(1)),
  productFormat: z.string(),
  sku: z.string(),
  updatedAt: z.string(),
  thumbnailUrl: z.string(),
});

const cartItemInput = z.object({
  productId: z.string().check(z.minLength(1)),
  quantity: int().check(z.minimum(1), z.maximum(99)),
  product: z.optional(cartLineDetails),
});

/**
 * Every event crossing a team boundary, named `<team>:<what>`, with the schema of its payload.
 * Payloads are validated on publish in development builds and tests, so a publisher breaking the
 * contract fails loudly at its source; production pages ship the types only, not the validator
 * (remotes on another contract are refused before loading by the declared version ranges).
 * Every event has a publisher and a subscriber in the shop's code (eventWiring.test.ts).
 */
export const eventSchemas = {
  'cart:add-item': cartItemInput,
  'cart:item-added': z.object({ productId: z.string(), quantity: int(), count: int() }),
  'auth:changed': z.object({ signedIn: z.boolean() }),
  // a toast without a kind is an 'info' one
  'shell:toast': z.object({
    message: z.string(),
    kind: z.optional(z.enum(['info', 'success', 'error'])),
  }),
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.input<(typeof eventSchemas)[N]>;
export type EventDetail<N extends EventName> = z.output<(typeof eventSchemas)[N]>;
/** What `cart:add-item` asks of the cart. */
export type CartItemRequest = EventDetail<'cart:add-item'>;
