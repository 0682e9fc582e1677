import type { ContentLocale } from './settings';
import { escapeHtml } from './escape-html';
import { paragraphs } from './email-change-mail';

/** One mail: subject, plain-text part (no markup) and HTML part. */
export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  shop: string;
  welcomeSubject: string;
  welcomeGreeting: (name: string) => string;
  welcomeIntro: string;
  welcomeShop: string;
  confirmAsk: string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  resendSubject: string;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetExpiry: string;
  resetIgnore: string;
  closing: string;
}

const WORDS: Record<ContentLocale, Words> = {
  en: {
    shop: 'Leaf & Kettle Tea',
    welcomeSubject: 'Welcome! Please confirm your e-mail address',
    welcomeGreeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    welcomeIntro: 'Thank you for creating your Leaf & Kettle Tea account.',
    welcomeShop: 'You are signed in and can shop right away.',
    confirmAsk: 'Please confirm that this e-mail address is yours:',
    confirmAction: 'Confirm my e-mail address',
    confirmExpiry: 'The link works once, for 7 days.',
    confirmIgnore: 'If you did not create this account, ignore this e-mail.',
    resendSubject: 'Please confirm your e-mail address',
    resetSubject: 'Reset your password',
    resetIntro: 'We received a request to reset the password of your Leaf & Kettle Tea account.',
    resetAction: 'Choose a new password',
    resetExpiry: 'The link works once.',
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    closing: 'Warm regards,',
  },
  'zh-Hant': {
    shop: '葉與壺茶舖',
    welcomeSubject: '歡迎加入！請確認您的電子郵件地址',
    welcomeGreeting: (name) => (name ? `${name} 您好：` : '您好：'),
    welcomeIntro: '感謝您在葉與壺茶舖建立帳號。',
    welcomeShop: '您已登入，現在就可以開始選購。',
    confirmAsk: '請確認這個電子郵件地址屬於您：',
    confirmAction: '確認我的電子郵件地址',
    confirmExpiry: '此連結僅能使用一次，7 天內有效。',
    confirmIgnore: '若您沒有建立這個帳號，請忽略這封郵件。',
    resendSubject: '請確認您的電子郵件地址',
    resetSubject: '重設您的密碼',
    resetIntro: '我們收到重設您葉與壺茶舖帳號密碼的要求。',
    resetAction: '設定新密碼',
    resetExpiry: '此連結僅能使用一次。',
    resetIgnore: '若這不是您提出的要求，請忽略這封郵件，您的密碼不會變更。',
    closing: '敬祝 平安',
  },
  'ja-JP': {
    shop: 'リーフ＆ケトル茶舗',
    welcomeSubject: 'ご登録ありがとうございます。メールアドレスのご確認をお願いします',
    welcomeGreeting: (name) => (name ? `${name} 様` : 'お客様'),
    welcomeIntro: 'リーフ＆ケトル茶舗のアカウントを作成いただき、ありがとうございます。',
    welcomeShop: 'すでにログインしており、すぐにお買い物いただけます。',
    confirmAsk: 'このメールアドレスがお客様のものであることをご確認ください：',
    confirmAction: 'メールアドレスを確認する',
    confirmExpiry: 'リンクは 7 日以内に一度だけご利用いただけます。',
    confirmIgnore: 'お心当たりがない場合は、このメールを破棄してください。',
    resendSubject: 'メールアドレスのご確認をお願いします',
    resetSubject: 'パスワードの再設定',
    resetIntro: 'リーフ＆ケトル茶舗のアカウントのパスワード再設定のご依頼を承りました。',
    resetAction: '新しいパスワードを設定する',
    resetExpiry: 'リンクは一度だけご利用いただけます。',
    resetIgnore:
      'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
    closing: '今後ともよろしくお願いいたします。',
  },
};

const wordsOf = (locale: ContentLocale): Words => WORDS[locale] ?? WORDS.en;

const signature = (w: Words) => [w.closing, w.shop];

/**
 * The mail sent at sign-up (`welcome`: greeting, the member can shop at once) or again from the
 * member centre (`reminder`), with the link that confirms the address.
 */
export function renderConfirmationMail(
  locale: ContentLocale,
  mail: { name: string; link: string; welcome: boolean },
): AccountMail {
  const w = wordsOf(locale);
  const opening = mail.welcome
    ? [w.welcomeGreeting(mail.name), w.welcomeIntro, w.welcomeShop]
    : [w.welcomeGreeting(mail.name)];
  return {
    subject: `${mail.welcome ? w.welcomeSubject : w.resendSubject} | ${w.shop}`,
    text: [
      ...opening,
      '',
      w.confirmAsk,
      `${w.confirmAction}: ${mail.link}`,
      '',
      w.confirmExpiry,
      w.confirmIgnore,
      '',
      ...signature(w),
    ].join('\n'),
    html: paragraphs([
      opening.map(escapeHtml).join('<br>'),
      `${escapeHtml(w.confirmAsk)}<br><a href="${escapeHtml(mail.link)}">${escapeHtml(w.confirmAction)}</a>`,
      `${escapeHtml(w.confirmExpiry)}<br>${escapeHtml(w.confirmIgnore)}`,
      signature(w).map(escapeHtml).join('<br>'),
    ]),
  };
}

/** The password reset mail, with the link to the reset page under the language's prefix. */
export function renderResetPasswordMail(
  locale: ContentLocale,
  mail: { name: string; link: string },
): AccountMail {
  const w = wordsOf(locale);
  return {
    subject: `${w.resetSubject} | ${w.shop}`,
    text: [
      w.welcomeGreeting(mail.name),
      w.resetIntro,
      '',
      `${w.resetAction}: ${mail.link}`,
      '',
      w.resetExpiry,
      w.resetIgnore,
      '',
      ...signature(w),
    ].join('\n'),
    html: paragraphs([
      `${escapeHtml(w.welcomeGreeting(mail.name))}<br>${escapeHtml(w.resetIntro)}`,
      `<a href="${escapeHtml(mail.link)}">${escapeHtml(w.resetAction)}</a>`,
      `${escapeHtml(w.resetExpiry)}<br>${escapeHtml(w.resetIgnore)}`,
      signature(w).map(escapeHtml).join('<br>'),
    ]),
  };
}
