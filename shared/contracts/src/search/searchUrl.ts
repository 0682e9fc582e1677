import { type Locale, localizePath } from '../locale';

/** Longest search term the shop accepts (the content backend refuses longer ones). */
export const SEARCH_MAX_LENGTH = 100;

/** The query parameter of the search page that holds the term. */
export const SEARCH_PARAM = 'q';

/** A search term as sent: spaces collapsed and trimmed, at most SEARCH_MAX_LENGTH characters. */
export function cleanSearchTerm(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** The localized URL of the search page for a term (`/jp/search?q=…`), with an optional page. */
export function searchUrl(locale: Locale, term: string, page = 1): string {
  const params = new URLSearchParams();
  const clean = cleanSearchTerm(term);
  if (clean) params.set(SEARCH_PARAM, clean);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${localizePath('/search', locale)}${query ? `?${query}` : ''}`;
}
