import { useEffect, useState } from 'react';
import { cleanSearchTerm, type Locale } from '@teashop/contracts';
import { useShopQuery } from '@teashop/runtime';
import { fetchSuggestions, type Suggestion } from './suggestApi';

/** Wait after the last keystroke before asking, so typing a word sends one request. */
export const SUGGEST_DEBOUNCE_MS = 90;
const MEMORY_SIZE = 50;

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SuggestionsState {
  /** The term the items belong to. */
  term: string;
  items: Suggestion[];
  status: SuggestionStatus;
}

const IDLE: SuggestionsState = { term: '', items: [], status: 'idle' };

/** Terms answered on this page, newest last: typed again (backspace), they are read at once. */
const answered = new Set<string>();

function remember(key: string): void {
  answered.delete(key);
  answered.add(key);
  if (answered.size > MEMORY_SIZE) answered.delete(answered.values().next().value as string);
}

/** For tests: forgets which terms were answered. */
export function forgetSuggestions(): void {
  answered.clear();
}

interface Asked {
  key: string;
  term: string;
  locale: Locale;
}

/**
 * Suggestions for what the shopper is typing: asked SUGGEST_DEBOUNCE_MS after the last keystroke
 * (a term answered before at once), only the answer for the latest term shown (an earlier request
 * is cancelled), the last answer kept on screen while the next one loads.
 */
export function useSuggestions(raw: string, locale: Locale): SuggestionsState {
  const term = cleanSearchTerm(raw);
  const key = term ? `${locale}\u0000${term.toLowerCase()}` : '';
  const [debounced, setDebounced] = useState<Asked | null>(null);
  useEffect(() => {
    if (!key || answered.has(key)) return;
    const timer = setTimeout(() => setDebounced({ key, term, locale }), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, term, locale]);

  const asked: Asked | null = !key
    ? null
    : answered.has(key)
      ? { key, term, locale }
      : debounced?.key === key
        ? debounced
        : null;
  const answer = useShopQuery(asked && ['suggestions', asked.key], (signal) =>
    asked ? fetchSuggestions(asked.term, asked.locale, signal) : Promise.resolve([]),
  );

  // What the latest answered term showed, kept while the next term loads.
  const [shown, setShown] = useState<SuggestionsState & { outcome?: unknown }>(IDLE);
  const outcome = asked ? (answer.data ?? answer.error) : undefined;
  if (asked && outcome !== undefined && outcome !== shown.outcome) {
    if (answer.data) remember(asked.key);
    setShown({
      term: asked.term,
      items: answer.data ?? [],
      status: answer.data ? 'done' : 'error',
      outcome,
    });
  }

  if (!term) return IDLE;
  if (asked && answer.data) return { term, items: answer.data, status: 'done' };
  if (asked && answer.error) return { term, items: [], status: 'error' };
  return { term: shown.term, items: shown.items, status: 'loading' };
}
