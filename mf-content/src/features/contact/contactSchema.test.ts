import { CONTACT_MESSAGES_EN, contactSchema } from './contactSchema';
import en from '../../i18n/en.json';

const schema = contactSchema(CONTACT_MESSAGES_EN);

function messages(input: Record<string, string>): Record<string, string | undefined> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('contact form validation', () => {
  it('asks for every field with the spec wording, and for the reCAPTCHA', () => {
    expect(
      messages({ firstName: '', lastName: '', contactNumber: '', note: '', captchaToken: '' }),
    ).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      contactNumber: 'Please enter your contact number',
      note: 'Please enter your note',
      captchaToken: 'Please complete the reCAPTCHA.',
    });
  });

  it('treats blanks as empty and accepts a complete message', () => {
    expect(
      messages({
        firstName: '  ',
        lastName: 'Lin',
        contactNumber: '0912',
        note: 'Hi',
        captchaToken: 't',
      }),
    ).toEqual({
      firstName: 'Please enter your first name',
    });
    const ok = schema.safeParse({
      firstName: ' Mei ',
      lastName: 'Lin',
      contactNumber: '0912 345 678',
      note: 'Hi',
      captchaToken: 't',
    });
    expect(ok.success && ok.data.firstName).toBe('Mei');
  });

  it('uses the same English texts in the translations the page shows', () => {
    expect(en.contact.errors).toEqual({
      firstName: CONTACT_MESSAGES_EN.firstNameRequired,
      lastName: CONTACT_MESSAGES_EN.lastNameRequired,
      contactNumber: CONTACT_MESSAGES_EN.contactNumberRequired,
      note: CONTACT_MESSAGES_EN.noteRequired,
      captcha: CONTACT_MESSAGES_EN.captchaRequired,
    });
    expect(en.contact.sent).toBe(
      'Your message has been sent successfully, we will contact with you soon!',
    );
    expect(en.contact.failed).toBe('Your message is failed to be sent.');
  });
});
