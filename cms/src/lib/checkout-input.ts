import { isRecord } from './types';
import {
  ADDRESS_FIELDS,
  EMAIL,
  addressProblem,
  fieldProblem,
  type AddressField,
  type DeliveryAddress,
} from './address';

/**
 * Contact and delivery address of a checkout, checked on the server with the storefront's rules:
 * e-mail, country, first and last name, address, city, state, zip code and phone are required;
 * the apartment is optional.
 */

const OPTIONAL: ReadonlySet<AddressField> = new Set(['apartment']);

export interface CheckoutContact {
  contact: { email: string };
  deliveryAddress: DeliveryAddress;
}

export type ContactCheck =
  | { ok: true; value: CheckoutContact }
  | {
      ok: false;
      /** 'contact.email', 'deliveryAddress.city', … */
      fields: string[];
      /** Why each field was refused (same order), for the storefront to say so on the field. */
      errors: ReturnType<typeof fieldProblem>[];
    };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

export function checkContact(contactRaw: unknown, addressRaw: unknown): ContactCheck {
  const fields: string[] = [];
  const errors: ReturnType<typeof fieldProblem>[] = [];
  const contact = isRecord(contactRaw) ? contactRaw : {};
  const email = text(contact.email).toLowerCase();
  if (!email || email.length > 254 || !EMAIL.test(email)) {
    fields.push('contact.email');
    errors.push({
      path: ['contact', 'email'],
      reason: email ? 'invalid' : 'required',
      message: 'contact.email must be an e-mail address',
    });
  }

  const raw = isRecord(addressRaw) ? addressRaw : {};
  const address = {} as DeliveryAddress;
  for (const key of ADDRESS_FIELDS) {
    const value = text(raw[key]);
    const problem = addressProblem(key, value, !OPTIONAL.has(key));
    if (problem) {
      fields.push(`deliveryAddress.${key}`);
      errors.push(fieldProblem(`deliveryAddress.${key}`, problem, key));
    }
    address[key] = value;
  }
  if (fields.length > 0) return { ok: false, fields, errors };
  return { ok: true, value: { contact: { email }, deliveryAddress: address } };
}
