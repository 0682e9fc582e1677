import { z } from 'zod';
import type { ShippingAddress } from '@teashop/contracts';
import rules from './addressRules.json';

/**
 * Address and e-mail rules shared by the member's shipping form and checkout. Messages are i18n
 * keys of the `common` namespace; FormField translates them (`key#200` passes the limit as `max`).
 *
 * The limits and patterns (addressRules.json) are the content backend's too: it refuses a longer
 * or implausible value with the field named (cms/src/lib/address.ts; a cms test checks both agree).
 */
type AddressKey =
  | 'country'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'apartment'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone';

/** The most characters each address field takes (the forms' `maxLength` too). */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressKey, number>> = rules.maxLength;

/** The characters a zip code (letters, digits, space, -) and a phone (digits, space, + - ( )) take. */
export const ADDRESS_PATTERN: Readonly<Partial<Record<AddressKey, RegExp>>> = {
  zipCode: new RegExp(rules.pattern.zipCode),
  phone: new RegExp(rules.pattern.phone),
};

/** The message of a value over its limit, naming the limit. */
export const tooLongMessage = (max: number): string => `common:validation.tooLong#${max}`;

const limited = (key: AddressKey, base: z.ZodString): z.ZodString => {
  const max = ADDRESS_MAX_LENGTH[key];
  const pattern = ADDRESS_PATTERN[key];
  const capped = base.max(max, tooLongMessage(max));
  return pattern ? capped.regex(pattern, `common:validation.${key}Invalid`) : capped;
};

const required = (key: string) => z.string().trim().min(1, `common:validation.${key}`);

export const emailField = z
  .string()
  .trim()
  .min(1, 'common:validation.emailRequired')
  .pipe(z.email('common:validation.emailInvalid'));

export const addressSchema = z.object({
  country: limited('country', required('countryRequired')),
  firstName: limited('firstName', required('firstNameRequired')),
  lastName: limited('lastName', required('lastNameRequired')),
  address: limited('address', required('addressRequired')),
  apartment: limited('apartment', z.string().trim()),
  city: limited('city', required('cityRequired')),
  state: limited('state', required('stateRequired')),
  zipCode: limited('zipCode', required('zipCodeRequired')),
  phone: limited('phone', required('phoneRequired')),
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
