import type { Translations } from './i18n';

/** Texts shared by every area of the shop: errors, layout, common actions. */
const common: Translations = {
  en: {
    shopName: 'Leaf & Kettle Tea',
    notFound: {
      title: '404 - Page Not Found',
      text: 'The page you are looking for does not exist.',
    },
    error: {
      title: 'An error occurred',
      text: 'Something went wrong. Please try again later.',
      backHome: 'Back to home',
      areaUnavailable:
        'This part of the shop is not available right now. Please try again in a moment.',
      retry: 'Try again',
    },
    loading: 'Loading…',
    invalidDate: 'Invalid date',
  },
  zh: {
    shopName: '葉與壺茶舖',
    notFound: { title: '404 - 找不到頁面', text: '您要找的頁面不存在。' },
    error: {
      title: '發生錯誤',
      text: '發生了一些問題，請稍後再試。',
      backHome: '回到首頁',
      areaUnavailable: '此區域暫時無法使用，請稍後再試。',
      retry: '重試',
    },
    loading: '載入中…',
    invalidDate: '無效日期',
  },
  jp: {
    shopName: 'リーフ＆ケトル茶舗',
    notFound: { title: '404 - ページが見つかりません', text: 'お探しのページは存在しません。' },
    error: {
      title: 'エラーが発生しました',
      text: '問題が発生しました。しばらくしてからもう一度お試しください。',
      backHome: 'ホームに戻る',
      areaUnavailable: 'この機能は現在ご利用いただけません。しばらくしてからお試しください。',
      retry: '再試行',
    },
    loading: '読み込み中…',
    invalidDate: '無効な日付',
  },
};

export default common;
