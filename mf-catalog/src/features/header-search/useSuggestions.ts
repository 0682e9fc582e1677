import { useEffect, useState } from 'react';
import { cleanSearchTerm, type Locale } from '@teashop/shared';
import { fetchSuggestions, type Suggestion } from './suggestApi';

/** Wait after the last keystroke before asking, so typing a word sends one request. */
export const SUGGEST_DEBOUNCE_MS = 90;
const CACHE_SIZE = 50;

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SuggestionsState {
  /** The term the items belong to. */
  term: string;
  items: Suggestion[];
  status: SuggestionStatus;
}

const IDLE: SuggestionsState = { term: '', items: [], status: 'idle' };

/** Answers of this page, newest last; a term typed again (backspace) is answered at once. */
const answered = new Map<string, Suggestion[]>();

function remember(key: string, items: Suggestion[]): void {
  answered.delete(key);
  answered.set(key, items);
  if (answered.size > CACHE_SIZE) answered.delete(answered.keys().next().value as string);
}

/** For tests: forgets the answers of earlier terms. */
export function forgetSuggestions(): void {
  answered.clear();
}

/**
 * Suggestions for what the shopper is typing: asked SUGGEST_DEBOUNCE_MS after the last keystroke,
 * the previous request cancelled, the last answer kept on screen while the next one loads.
 */
export function useSuggestions(raw: string, locale: Locale): SuggestionsState {
  const term = cleanSearchTerm(raw);
  const key = term ? `${locale}\u0000${term.toLowerCase()}` : '';
  const [answer, setAnswer] = useState<(SuggestionsState & { key: string }) | null>(null);

  useEffect(() => {
    if (!key || answered.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(term, locale, controller.signal).then(
        (items) => {
          remember(key, items);
          if (!controller.signal.aborted) setAnswer({ key, term, items, status: 'done' });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ key, term, items: [], status: 'error' });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, term, locale]);

  if (!term) return IDLE;
  const known = answered.get(key);
  if (known) return { term, items: known, status: 'done' };
  if (answer?.key === key) return answer;
  return { term: answer?.term ?? '', items: answer?.items ?? [], status: 'loading' };
}
