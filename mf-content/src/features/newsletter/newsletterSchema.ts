import { z } from 'zod';

export interface NewsletterMessages {
  emailRequired: string;
  emailInvalid: string;
}

/** English messages quoted by the spec (section 5); other languages come from translations. */
export const NEWSLETTER_MESSAGES_EN: NewsletterMessages = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email account',
};

export function newsletterSchema(messages: NewsletterMessages) {
  return z.object({
    email: z
      .string()
      .trim()
      .min(1, messages.emailRequired)
      .max(254, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid)),
  });
}

export type NewsletterValues = z.input<ReturnType<typeof newsletterSchema>>;
