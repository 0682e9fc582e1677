import { renderEmailChangeMails } from './email-change-mail';

const link = 'https://shop.test/zh/email-confirmation?change=abc';
const cancelLink = 'https://shop.test/zh/email-confirmation?cancel=def';

test('the confirmation carries the link, the notice does not, in the chosen language', () => {
  const mails = renderEmailChangeMails('zh-Hant', { newEmail: 'new@x.test', link, cancelLink });
  expect(mails.confirm.subject).toBe('請確認您的新電子郵件地址 | 葉與壺茶舖');
  expect(mails.confirm.text).toContain(link);
  expect(mails.confirm.html).toContain(`<a href="${link}">確認這個地址</a>`);
  expect(mails.notice.text).toContain('new@x.test');
  expect(mails.notice.text).not.toContain(link);
  expect(mails.notice.html).not.toContain(link);
  expect(mails.confirm.text).not.toContain(cancelLink);
});

test('the notice to the current address carries the link that cancels the change', () => {
  for (const [locale, words] of [
    ['en', 'Cancel this change'],
    ['zh-Hant', '取消這項變更'],
    ['ja-JP', 'この変更を取り消す'],
  ] as const) {
    const mails = renderEmailChangeMails(locale, { newEmail: 'new@x.test', link, cancelLink });
    expect(mails.notice.text).toContain(`${words}: ${cancelLink}`);
    expect(mails.notice.html).toContain(`<a href="${cancelLink}">${words}</a>`);
  }
});

test('addresses are escaped in the HTML', () => {
  const mails = renderEmailChangeMails('en', { newEmail: '"<b>"@x.test', link, cancelLink });
  expect(mails.confirm.html).toContain('&quot;&lt;b&gt;&quot;@x.test');
  expect(mails.notice.html).not.toContain('<b>');
});
