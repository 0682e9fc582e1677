import { NEWSLETTER_MESSAGES_EN, newsletterSchema } from './newsletterSchema';
import en from '../../i18n/en.json';

const schema = newsletterSchema(NEWSLETTER_MESSAGES_EN);
const messageFor = (email: string) => {
  const result = schema.safeParse({ email });
  return result.success ? null : result.error.issues.map((i) => i.message);
};

describe('newsletter validation', () => {
  it('asks for an email when empty or blank', () => {
    expect(messageFor('')).toEqual(['Please enter your email']);
    expect(messageFor('   ')).toEqual(['Please enter your email']);
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['tea', 'tea@', '@shop.test', 'tea@shop', 'a b@shop.test']) {
      expect(messageFor(bad)).toEqual(['Please enter a valid email account']);
    }
  });

  it('accepts a valid address, trimmed', () => {
    expect(messageFor(' mei@teashop.test ')).toBeNull();
    const parsed = schema.parse({ email: ' mei@teashop.test ' });
    expect(parsed.email).toBe('mei@teashop.test');
  });

  it('shows the spec wording in English', () => {
    expect(en.newsletter.errors).toEqual({
      emailRequired: NEWSLETTER_MESSAGES_EN.emailRequired,
      emailInvalid: NEWSLETTER_MESSAGES_EN.emailInvalid,
    });
  });
});
