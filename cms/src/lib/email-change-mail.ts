import type { ContentLocale } from './settings';
import { escapeHtml } from './escape-html';

/** The two mails of an e-mail address change: the link to the new address, a notice to the old. */
export interface EmailChangeMails {
  confirm: { subject: string; text: string; html: string };
  notice: { subject: string; text: string; html: string };
}

interface Words {
  shop: string;
  confirmSubject: string;
  confirmIntro: (email: string) => string;
  confirmAction: string;
  confirmExpiry: string;
  confirmIgnore: string;
  noticeSubject: string;
  noticeIntro: (email: string) => string;
  noticeUntil: string;
  noticeNotYou: string;
  noticeCancel: string;
  noticeCancelExpiry: string;
  closing: string;
}

const WORDS: Record<ContentLocale, Words> = {
  en: {
    shop: 'Leaf & Kettle Tea',
    confirmSubject: 'Confirm your new e-mail address',
    confirmIntro: (email) => `You asked to use ${email} for your Leaf & Kettle Tea account.`,
    confirmAction: 'Confirm this address',
    confirmExpiry: 'The link works once, for 24 hours.',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    noticeSubject: 'A change of your e-mail address was requested',
    noticeIntro: (email) =>
      `Someone signed in to your account asked to change its e-mail address to ${email}.`,
    noticeUntil: 'Your address stays the same until the new one is confirmed.',
    noticeNotYou:
      'If this was not you, cancel the change with the link below, then change your password.',
    noticeCancel: 'Cancel this change',
    noticeCancelExpiry:
      'The link works for 7 days, also after the new address was confirmed: it puts your address back and signs out every device.',
    closing: 'Warm regards,',
  },
  'zh-Hant': {
    shop: '葉與壺茶舖',
    confirmSubject: '請確認您的新電子郵件地址',
    confirmIntro: (email) => `您要求將 ${email} 設為您在葉與壺茶舖的帳號電子郵件。`,
    confirmAction: '確認這個地址',
    confirmExpiry: '此連結僅能使用一次，24 小時內有效。',
    confirmIgnore: '若這不是您提出的要求，請忽略這封郵件，帳號不會有任何變更。',
    noticeSubject: '有人要求變更您的電子郵件地址',
    noticeIntro: (email) => `已登入您帳號的人要求將電子郵件地址變更為 ${email}。`,
    noticeUntil: '在新地址確認之前，您的電子郵件地址不會變更。',
    noticeNotYou: '若這不是您本人，請點選下方連結取消這項變更，再變更您的密碼。',
    noticeCancel: '取消這項變更',
    noticeCancelExpiry:
      '此連結 7 天內有效，即使新地址已確認也能使用：將恢復您原本的電子郵件地址，並登出所有裝置。',
    closing: '敬祝 平安',
  },
  'ja-JP': {
    shop: 'リーフ＆ケトル茶舗',
    confirmSubject: '新しいメールアドレスのご確認',
    confirmIntro: (email) =>
      `リーフ＆ケトル茶舗のアカウントのメールアドレスを ${email} に変更するお手続きを承りました。`,
    confirmAction: 'このアドレスを確認する',
    confirmExpiry: 'リンクは 24 時間以内に一度だけご利用いただけます。',
    confirmIgnore: 'お心当たりがない場合は、このメールを破棄してください。変更は行われません。',
    noticeSubject: 'メールアドレスの変更が申請されました',
    noticeIntro: (email) =>
      `ログイン中のアカウントから、メールアドレスを ${email} に変更する申請がありました。`,
    noticeUntil: '新しいアドレスが確認されるまで、現在のアドレスは変わりません。',
    noticeNotYou:
      'お心当たりがない場合は、下のリンクから変更を取り消し、パスワードを変更してください。',
    noticeCancel: 'この変更を取り消す',
    noticeCancelExpiry:
      'リンクは 7 日間有効で、新しいアドレスの確認後もご利用いただけます。元のアドレスに戻し、すべての端末からログアウトします。',
    closing: '今後ともよろしくお願いいたします。',
  },
};

export const paragraphs = (lines: string[]) =>
  [
    '<div style="font-family:sans-serif;max-width:560px;color:#2b2b2b">',
    ...lines.map((line) => `<p>${line}</p>`),
    '</div>',
  ].join('');

export function renderEmailChangeMails(
  locale: ContentLocale,
  change: { newEmail: string; link: string; cancelLink: string },
): EmailChangeMails {
  const w = WORDS[locale] ?? WORDS.en;
  const sign = [w.closing, w.shop];
  return {
    confirm: {
      subject: `${w.confirmSubject} | ${w.shop}`,
      text: [
        w.confirmIntro(change.newEmail),
        '',
        `${w.confirmAction}: ${change.link}`,
        '',
        w.confirmExpiry,
        w.confirmIgnore,
        '',
        ...sign,
      ].join('\n'),
      html: paragraphs([
        escapeHtml(w.confirmIntro(change.newEmail)),
        `<a href="${escapeHtml(change.link)}">${escapeHtml(w.confirmAction)}</a>`,
        `${escapeHtml(w.confirmExpiry)}<br>${escapeHtml(w.confirmIgnore)}`,
        sign.map(escapeHtml).join('<br>'),
      ]),
    },
    notice: {
      subject: `${w.noticeSubject} | ${w.shop}`,
      text: [
        w.noticeIntro(change.newEmail),
        w.noticeUntil,
        '',
        w.noticeNotYou,
        `${w.noticeCancel}: ${change.cancelLink}`,
        w.noticeCancelExpiry,
        '',
        ...sign,
      ].join('\n'),
      html: paragraphs([
        `${escapeHtml(w.noticeIntro(change.newEmail))}<br>${escapeHtml(w.noticeUntil)}`,
        escapeHtml(w.noticeNotYou),
        `<a href="${escapeHtml(change.cancelLink)}">${escapeHtml(w.noticeCancel)}</a><br>${escapeHtml(w.noticeCancelExpiry)}`,
        sign.map(escapeHtml).join('<br>'),
      ]),
    },
  };
}
