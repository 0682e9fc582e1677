import { CONTENT_LOCALES, type Locale } from '@teashop/contracts';
import { apiRequest } from '@teashop/runtime';

export interface SuggestionImage {
  url: string;
  alternativeText?: string | null;
  formats?: Record<string, { url: string } | undefined> | null;
}

/** One as-you-type suggestion of the content backend's search. */
export interface Suggestion {
  type: 'product' | 'article';
  documentId: string;
  slug: string;
  name: string;
  price?: number;
  currency?: string;
  thumbnailImage?: SuggestionImage | null;
}

interface SuggestResponse {
  data: Suggestion[];
}

export const SUGGESTION_LIMIT = 6;

/** Products, then articles, whose words start with the term (the last word as a prefix). */
export async function fetchSuggestions(
  term: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const res = await apiRequest<SuggestResponse>('/search/suggest', {
    query: { q: term, locale: CONTENT_LOCALES[locale], limit: SUGGESTION_LIMIT },
    // the same answer for everyone: no credentials, so it may be cached on the way
    auth: false,
    signal,
  });
  return res.data;
}
