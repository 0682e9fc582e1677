import { isRecord } from './types';
import { ADDRESS_FIELDS, EMAIL, type AddressField, type DeliveryAddress } from './address';

/**
 * Contact and delivery address of a checkout, checked on the server with the storefront's rules:
 * e-mail, country, first and last name, address, city, state, zip code and phone are required;
 * the apartment is optional.
 */

const OPTIONAL: ReadonlySet<AddressField> = new Set(['apartment']);
const MAX_LENGTH: Partial<Record<AddressField, number>> = { phone: 40, zipCode: 20 };
const DEFAULT_MAX = 200;

export interface CheckoutContact {
  contact: { email: string };
  deliveryAddress: DeliveryAddress;
}

export type ContactCheck =
  | { ok: true; value: CheckoutContact }
  | { ok: false; /** 'contact.email', 'deliveryAddress.city', … */ fields: string[] };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

export function checkContact(contactRaw: unknown, addressRaw: unknown): ContactCheck {
  const fields: string[] = [];
  const contact = isRecord(contactRaw) ? contactRaw : {};
  const email = text(contact.email).toLowerCase();
  if (!email || email.length > 254 || !EMAIL.test(email)) fields.push('contact.email');

  const raw = isRecord(addressRaw) ? addressRaw : {};
  const address = {} as DeliveryAddress;
  for (const key of ADDRESS_FIELDS) {
    const value = text(raw[key]);
    const tooLong = value.length > (MAX_LENGTH[key] ?? DEFAULT_MAX);
    if ((!value && !OPTIONAL.has(key)) || tooLong) fields.push(`deliveryAddress.${key}`);
    address[key] = value;
  }
  if (fields.length > 0) return { ok: false, fields };
  return { ok: true, value: { contact: { email }, deliveryAddress: address } };
}
