import { renderConfirmationMail, renderResetPasswordMail } from './account-mail';
import { CONTENT_LOCALES } from './settings';

const link = 'https://shop.test/jp/email-confirmation?confirmation=abc&x=1';

describe.each(CONTENT_LOCALES)('account mails in %s', (locale) => {
  test('the confirmation mail has a plain-text part without markup, and the link in both parts', () => {
    const mail = renderConfirmationMail(locale, { name: 'Lin', link, welcome: true });
    expect(mail.text).toContain(link);
    expect(mail.text).not.toMatch(/<[a-z/]/i);
    expect(mail.html).toContain(
      'href="https://shop.test/jp/email-confirmation?confirmation=abc&amp;x=1"',
    );
  });

  test('the reset mail has a plain-text part without markup', () => {
    const mail = renderResetPasswordMail(locale, { name: '<b>Lin</b>', link });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('&lt;b&gt;Lin&lt;/b&gt;');
    expect(mail.text.split('\n').find((line) => line.includes(link))).toMatch(/abc&x=1$/);
  });
});

test('each language has its own words', () => {
  const subjects = CONTENT_LOCALES.map(
    (locale) => renderResetPasswordMail(locale, { name: '', link }).subject,
  );
  expect(new Set(subjects).size).toBe(3);
  expect(subjects[2]).toContain('パスワード');
});
