import { categories, collections } from './taxonomy';
import type { FooterContent, HeaderContent, MenuLink } from './types';

const categoryLinks: MenuLink[] = categories.map((c) => ({
  label: c.name,
  link: `/category/${c.slug}`,
}));

const collectionLinks: MenuLink[] = collections.map((c) => ({
  label: c.name,
  link: `/collection/${c.slug}`,
}));

export const header: HeaderContent = {
  enableHeaderNotification: true,
  headerNotificationText: {
    en: '<p>Free shipping on orders over <strong>US$50</strong></p>',
    zh: '<p>訂單滿 <strong>NT$1,500</strong> 即享免運費</p>',
    jp: '<p><strong>¥7,500</strong>以上のご注文で送料無料</p>',
  },
  headerMenuItem: [
    {
      label: { en: 'About', zh: '關於我們', jp: '私たちについて' },
      link: '/about',
      subMenu: [],
    },
    {
      label: { en: 'Products', zh: '商品', jp: '商品' },
      link: '/products',
      subMenu: [
        {
          title: { en: 'By category', zh: '依茶類', jp: 'お茶の種類から' },
          list: [
            { label: { en: 'All teas', zh: '所有茶品', jp: 'すべてのお茶' }, link: '/products' },
            ...categoryLinks,
          ],
        },
        {
          title: { en: 'By collection', zh: '依主題', jp: 'コレクションから' },
          list: collectionLinks,
        },
      ],
    },
    {
      label: { en: 'News', zh: '最新消息', jp: 'ニュース' },
      link: '/news',
      subMenu: [],
    },
    {
      label: { en: 'Contact', zh: '聯絡我們', jp: 'お問い合わせ' },
      link: '/contact',
      subMenu: [],
    },
    {
      label: { en: 'Q&A', zh: '常見問題', jp: 'よくある質問' },
      link: '/faq',
      subMenu: [],
    },
  ],
};

export const footer: FooterContent = {
  footerMenu: [
    {
      label: { en: 'About', zh: '關於我們', jp: '私たちについて' },
      subMenu: [
        { label: { en: 'Our story', zh: '品牌故事', jp: '私たちの物語' }, link: '/about' },
        { label: { en: 'Q&A', zh: '常見問題', jp: 'よくある質問' }, link: '/faq' },
      ],
    },
    {
      label: { en: 'Products', zh: '商品', jp: '商品' },
      subMenu: [
        { label: { en: 'All teas', zh: '所有茶品', jp: 'すべてのお茶' }, link: '/products' },
        ...categoryLinks.slice(0, 4),
      ],
    },
    {
      label: { en: 'Articles', zh: '文章', jp: '読みもの' },
      subMenu: [
        {
          label: { en: 'News & stories', zh: '最新消息與茶知識', jp: 'ニュースとお茶の話' },
          link: '/news',
        },
      ],
    },
    {
      label: { en: 'Contact', zh: '聯絡我們', jp: 'お問い合わせ' },
      subMenu: [
        {
          label: { en: 'Send us a message', zh: '留言給我們', jp: 'メッセージを送る' },
          link: '/contact',
        },
      ],
    },
    {
      label: { en: 'Privacy Policy', zh: '隱私權政策', jp: 'プライバシーポリシー' },
      subMenu: [
        {
          label: { en: 'Privacy policy', zh: '隱私權政策', jp: 'プライバシーポリシー' },
          link: '/copyright',
        },
      ],
    },
  ],
  copyrightText: {
    en: '© 2026 Leaf & Kettle Tea. All rights reserved.',
    zh: '© 2026 葉與壺茶舖 版權所有',
    jp: '© 2026 リーフ＆ケトル茶舗 無断転載を禁じます',
  },
  copyrightLink: '/copyright',
  copyrightLabel: { en: 'Privacy & terms', zh: '隱私權與使用條款', jp: 'プライバシーと利用規約' },
  followText: { en: 'Follow us', zh: '追蹤我們', jp: 'フォローする' },
  facebookLink: 'https://www.facebook.com/leafandkettletea',
  instagramLink: 'https://www.instagram.com/leafandkettletea',
};
