import { cleanSearchTerm, SEARCH_PARAM } from '@teashop/contracts';

const MAX_PAGE = 1000;

/** The term and page of a search page URL (`?q=oolong&page=2`); bad pages read as 1. */
export function parseSearchParams(params: URLSearchParams): { term: string; page: number } {
  const term = cleanSearchTerm(params.get(SEARCH_PARAM) ?? '');
  const raw = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return { term, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The locale-free link of a search page (the router adds the locale). */
export function searchLink(term: string, page = 1): string {
  const params = new URLSearchParams({ [SEARCH_PARAM]: term });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}
