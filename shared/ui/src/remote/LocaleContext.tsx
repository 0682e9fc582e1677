import { createContext, useContext } from 'react';
import { type Locale, DEFAULT_LOCALE, CONTENT_LOCALES } from '@teashop/contracts';

export interface AreaContextValue {
  locale: Locale;
  /** '' for en, '/zh' or '/jp'. */
  basePath: string;
}

export const AreaContext = createContext<AreaContextValue>({
  locale: DEFAULT_LOCALE,
  basePath: '',
});

export function useLocale(): Locale {
  return useContext(AreaContext).locale;
}

/** Content backend locale of the current page ('en', 'zh-Hant', 'ja-JP'). */
export function useContentLocale(): string {
  return CONTENT_LOCALES[useLocale()];
}
