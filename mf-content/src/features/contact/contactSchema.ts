import { z } from 'zod';

export interface ContactMessages {
  firstNameRequired: string;
  lastNameRequired: string;
  contactNumberRequired: string;
  noteRequired: string;
  captchaRequired: string;
}

/** English messages (spec section 5: 'Please enter ...' and the reCAPTCHA message word for word). */
export const CONTACT_MESSAGES_EN: ContactMessages = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  contactNumberRequired: 'Please enter your contact number',
  noteRequired: 'Please enter your note',
  captchaRequired: 'Please complete the reCAPTCHA.',
};

/** Field limits the content backend keeps (longer values would be cut there). */
export const CONTACT_LIMITS = {
  firstName: 100,
  lastName: 100,
  contactNumber: 40,
  note: 5000,
} as const;

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max);

export function contactSchema(m: ContactMessages) {
  return z.object({
    firstName: required(m.firstNameRequired, CONTACT_LIMITS.firstName),
    lastName: required(m.lastNameRequired, CONTACT_LIMITS.lastName),
    contactNumber: required(m.contactNumberRequired, CONTACT_LIMITS.contactNumber),
    note: required(m.noteRequired, CONTACT_LIMITS.note),
    captchaToken: z.string().min(1, m.captchaRequired),
  });
}

export type ContactValues = z.input<ReturnType<typeof contactSchema>>;
export type ContactPayload = z.output<ReturnType<typeof contactSchema>>;
