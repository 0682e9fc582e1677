/** The fields of a delivery address, as the storefront's forms and the member's account hold them. */
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
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type DeliveryAddress = Record<AddressField, string>;

/** An e-mail address in its simplest acceptable shape: something@domain.tld, no spaces. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
