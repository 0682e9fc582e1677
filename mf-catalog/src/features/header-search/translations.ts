import type { Translations } from '@teashop/runtime';

/**
 * The header search's texts, a namespace of their own: the fragment runs on every page, so it
 * brings only these, not the catalogue's pages' texts.
 */
export const HEADER_SEARCH_NS = 'mf-catalog-header-search';

export const headerSearchTranslations: Translations = {
  en: {
    open: 'Search',
    label: 'Search teas and articles',
    placeholder: 'Search teas, e.g. oolong',
    submit: 'Search',
    close: 'Close search',
    suggestions: 'Suggestions',
    loading: 'Looking for suggestions…',
    count_one: '{{count}} suggestion. Use the arrow keys to choose.',
    count_other: '{{count}} suggestions. Use the arrow keys to choose.',
    none: 'No suggestions for “{{term}}”. Press Enter to search everything.',
    error: 'Suggestions could not be loaded. Press Enter to search.',
    article: 'Article',
    seeAll: 'See all results for “{{term}}”',
  },
  zh: {
    open: '搜尋',
    label: '搜尋茶品與文章',
    placeholder: '搜尋茶品，例如：烏龍',
    submit: '搜尋',
    close: '關閉搜尋',
    suggestions: '搜尋建議',
    loading: '正在尋找建議…',
    count_other: '{{count}} 項建議，請用方向鍵選擇。',
    none: '沒有「{{term}}」的建議。按 Enter 搜尋全部。',
    error: '無法載入建議。按 Enter 即可搜尋。',
    article: '文章',
    seeAll: '查看「{{term}}」的所有結果',
  },
  jp: {
    open: '検索',
    label: 'お茶と記事を検索',
    placeholder: 'お茶を検索（例：ウーロン）',
    submit: '検索',
    close: '検索を閉じる',
    suggestions: '検索候補',
    loading: '候補を探しています…',
    count_other: '候補が {{count}} 件あります。矢印キーで選べます。',
    none: '「{{term}}」の候補はありません。Enter ですべてを検索します。',
    error: '候補を読み込めませんでした。Enter で検索できます。',
    article: '記事',
    seeAll: '「{{term}}」の検索結果をすべて見る',
  },
};
