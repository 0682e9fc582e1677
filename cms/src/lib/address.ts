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

/**
 * The most characters each address field takes, and the characters a zip code (letters, digits,
 * space, -) and a phone (digits, space, + - ( )) take: the storefront's forms use the same rules
 * (shared/runtime/src/forms/addressRules.json; a cms test checks both agree). A value breaking them is
 * refused with the field named, never stored cut short.
 */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  country: 200,
  firstName: 200,
  lastName: 200,
  address: 200,
  apartment: 200,
  city: 200,
  state: 200,
  zipCode: 20,
  phone: 40,
};

export const ADDRESS_PATTERN: Readonly<Partial<Record<AddressField, RegExp>>> = {
  zipCode: /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]+$/,
  phone: /^(?=.*[0-9])[0-9 +()-]+$/,
};

/** Why an address field is refused: missing, longer than its limit, or with other characters. */
export type AddressProblem = 'required' | 'tooLong' | 'invalid';

/** Checks one trimmed address value; null when it is acceptable. */
export function addressProblem(
  key: AddressField,
  value: string,
  required: boolean,
): AddressProblem | null {
  if (!value) return required ? 'required' : null;
  if (value.length > ADDRESS_MAX_LENGTH[key]) return 'tooLong';
  const pattern = ADDRESS_PATTERN[key];
  return pattern && !pattern.test(value) ? 'invalid' : null;
}

/** One refused field as answered in `error.details.errors` (with the limit when too long). */
export function fieldProblem(
  path: string,
  problem: AddressProblem,
  key: AddressField,
): { path: string[]; reason: AddressProblem; message: string; max?: number } {
  const max = ADDRESS_MAX_LENGTH[key];
  const message =
    problem === 'tooLong'
      ? `${path} must have at most ${max} characters`
      : problem === 'required'
        ? `${path} is required`
        : `${path} has characters it cannot hold`;
  return {
    path: path.split('.'),
    reason: problem,
    message,
    ...(problem === 'tooLong' ? { max } : {}),
  };
}
