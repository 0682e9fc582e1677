import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Locale,
  localizePath,
  pushSearch,
  cleanSearchTerm,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
  searchUrl,
  mediaUrl,
} from '@teashop/contracts';
import { formatPrice, navigate, ArticleIcon, SearchIcon } from '@teashop/ui';
import type { Suggestion, SuggestionImage } from './suggestApi';
import { useSuggestions } from './useSuggestions';
import { HEADER_SEARCH_NS } from './translations';
import styles from './HeaderSearch.module.css';

export interface SearchComboboxProps {
  locale: Locale;
  /** Called once the shopper has chosen where to go (the panel closes). */
  onDone: () => void;
  /** Escape on an input without suggestions (the panel closes). */
  onEscape: () => void;
  /** Text typed before the field was this one (the shell's plain form): suggested at once. */
  initialQuery?: string;
}

type Choice = { kind: 'suggestion'; suggestion: Suggestion } | { kind: 'all'; term: string };

function suggestionHref(suggestion: Suggestion, locale: Locale): string {
  const base = suggestion.type === 'product' ? '/products/' : '/news/';
  return localizePath(`${base}${encodeURIComponent(suggestion.slug)}`, locale);
}

function thumbnailUrl(image: SuggestionImage | null | undefined): string | undefined {
  return mediaUrl(image?.formats?.thumbnail?.url ?? image?.url);
}

/**
 * The search field of the header, following the ARIA combobox pattern: suggestions as the shopper
 * types, arrow keys move through them (the input keeps the focus), Enter opens the highlighted one
 * or the results page, Escape closes the list. Without scripts it is a plain GET form.
 */
export function SearchCombobox({
  locale,
  onDone,
  onEscape,
  initialQuery = '',
}: SearchComboboxProps) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialQuery);
  const [listOpen, setListOpen] = useState(initialQuery !== '');
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(value, locale);
  // Typing goes on where it stopped in the plain form.
  useEffect(() => {
    if (initialQuery) input.current?.setSelectionRange(initialQuery.length, initialQuery.length);
  }, [initialQuery]);
  const term = cleanSearchTerm(value);

  const choices: Choice[] = term
    ? [
        ...suggestions.items.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
        { kind: 'all', term },
      ]
    : [];
  const expanded = listOpen && choices.length > 0;
  const activeIndex = expanded && active < choices.length ? active : -1;

  const go = (href: string) => {
    setListOpen(false);
    navigate(href);
    onDone();
  };

  const choose = (choice: Choice) => {
    if (choice.kind === 'all') {
      pushSearch(choice.term);
      go(searchUrl(locale, choice.term));
    } else {
      go(suggestionHref(choice.suggestion, locale));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = activeIndex >= 0 ? choices[activeIndex] : undefined;
    if (chosen) choose(chosen);
    else if (term) choose({ kind: 'all', term });
    else input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setListOpen(true);
          setActive(0);
        } else {
          setActive((activeIndex + 1) % choices.length);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setListOpen(true);
          setActive(choices.length - 1);
        } else {
          setActive(activeIndex <= 0 ? -1 : activeIndex - 1);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setListOpen(false);
          setActive(-1);
        } else if (value) {
          setValue('');
        } else {
          onEscape();
        }
        break;
      case 'Tab':
        setListOpen(false);
        break;
      default:
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const status = statusText();

  function statusText(): string {
    if (!term) return '';
    if (suggestions.status === 'error') return t('error');
    if (suggestions.status === 'loading' && suggestions.term !== term) return t('loading');
    if (suggestions.status !== 'done') return '';
    return suggestions.items.length === 0
      ? t('none', { term })
      : t('count', { count: suggestions.items.length });
  }

  return (
    <form
      role="search"
      className={styles.form}
      action={localizePath('/search', locale)}
      method="get"
      onSubmit={onSubmit}
    >
      <label className="ui-visually-hidden" htmlFor={`${id}-input`}>
        {t('label')}
      </label>
      <div className={styles.field}>
        <SearchIcon />
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name={SEARCH_PARAM}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('placeholder')}
          value={value}
          autoFocus // the field appears because the shopper asked to search
          onChange={(event) => {
            setValue(event.target.value);
            setListOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setListOpen(true)}
          onBlur={() => setListOpen(false)}
        />
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {choices.map((choice, index) => (
          <li
            key={
              choice.kind === 'all'
                ? 'all'
                : `${choice.suggestion.type}-${choice.suggestion.documentId}`
            }
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            data-testid="search-suggestion"
            // keeps the focus in the input, so the list does not close before the click
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(choice)}
            onMouseMove={() => setActive(index)}
          >
            {choice.kind === 'all' ? (
              <span className={styles.optionAll}>{t('seeAll', { term: choice.term })}</span>
            ) : (
              <SuggestionRow suggestion={choice.suggestion} />
            )}
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} className={styles.status} role="status" aria-live="polite">
        {listOpen ? status : ''}
      </p>
    </form>
  );
}

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  const image = thumbnailUrl(suggestion.thumbnailImage);
  return (
    <>
      <span className={styles.thumb} aria-hidden="true">
        {image ? (
          <img src={image} alt="" width={40} height={40} loading="lazy" />
        ) : suggestion.type === 'article' ? (
          <ArticleIcon />
        ) : null}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionName}>{suggestion.name}</span>
        <span className={styles.optionMeta}>
          {suggestion.type === 'article'
            ? t('article')
            : suggestion.price !== undefined && suggestion.currency
              ? formatPrice(suggestion.price, suggestion.currency)
              : null}
        </span>
      </span>
    </>
  );
}
