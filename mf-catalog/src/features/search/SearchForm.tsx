import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cleanSearchTerm,
  localizePath,
  pushSearch,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
} from '@teashop/contracts';
import { Button, navigate, useLocale } from '@teashop/ui';
import { searchLink } from './searchParams';
import styles from './SearchPage.module.css';

/**
 * The search page's own search form: a GET form to the results page, which the browser submits as
 * is until the page's code is live, then opens the new results without a page load.
 */
export function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanSearchTerm(input.current?.value ?? '');
    if (!next) {
      input.current?.focus();
      return;
    }
    pushSearch(next);
    navigate(localizePath(searchLink(next), locale));
  };
  return (
    <form
      role="search"
      className={styles.form}
      action={localizePath('/search', locale)}
      method="get"
      onSubmit={onSubmit}
    >
      <label className="ui-visually-hidden" htmlFor="search-page-input">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="search-page-input"
        className={styles.input}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={term}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
      />
      <Button type="submit" sendsBeforeLive>
        {t('search.submit')}
      </Button>
    </form>
  );
}
