import { z } from 'zod';
import type { ShippingAddress } from '../auth/authStore';

/**
 * Address and e-mail rules shared by the member's shipping form and checkout. Messages are i18n
 * keys of the `common` namespace; FormField translates them.
 */
const required = (key: string) => z.string().trim().min(1, `common:validation.${key}`);

export const emailField = z
  .string()
  .trim()
  .min(1, 'common:validation.emailRequired')
  .pipe(z.email('common:validation.emailInvalid'));

export const addressSchema = z.object({
  country: required('countryRequired'),
  firstName: required('firstNameRequired'),
  lastName: required('lastNameRequired'),
  address: required('addressRequired'),
  apartment: z.string().trim(),
  city: required('cityRequired'),
  state: required('stateRequired'),
  zipCode: required('zipCodeRequired'),
  phone: required('phoneRequired'),
});

export type AddressValues = z.infer<typeof addressSchema>;

export const ADDRESS_FIELDS = [
  'country',
  'firstName',
  'lastName',
  'address',
  'apartment',
  'city',
  'state',
  'zipCode',
  'phone',
] as const satisfies readonly (keyof AddressValues)[];

export const EMPTY_ADDRESS: AddressValues = {
  country: '',
  firstName: '',
  lastName: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
};

/** Form values from a saved address (missing fields empty). */
export function toAddressValues(address?: ShippingAddress | null): AddressValues {
  const values = { ...EMPTY_ADDRESS };
  for (const key of ADDRESS_FIELDS) values[key] = address?.[key] ?? '';
  return values;
}
