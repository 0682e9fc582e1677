import { z } from 'zod';
import { addressSchema, emailField } from '@teashop/runtime/forms';

/**
 * The checkout form. Messages are i18n keys: the contact and address ones come with the shared
 * schemas (`common` namespace), the agreement's is this area's. Shipping method, coupon and
 * payment are kept outside the form: the server's quote and Stripe own them.
 */
export const checkoutSchema = z.object({
  email: emailField,
  deliveryAddress: addressSchema,
  saveAddress: z.boolean(),
  agree: z.boolean().refine((value) => value, { message: 'checkout.agreeRequired' }),
});

export type CheckoutValues = z.infer<typeof checkoutSchema>;
