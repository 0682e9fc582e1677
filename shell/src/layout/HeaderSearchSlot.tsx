import { type ComponentType, Suspense, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  type HeaderSearchModule,
  type HeaderSearchProps,
  type Locale,
  localizePath,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
} from '@teashop/contracts';
import { ErrorBoundary, SearchIcon } from '@teashop/ui';
import styles from './Header.module.css';

/** The module mf-catalog exposes as `./HeaderSearch` (or the shell's stand-in when it failed). */
interface SearchModule extends HeaderSearchModule {
  default: ComponentType<HeaderSearchProps>;
  unavailable?: boolean;
}

interface LoadedSearch {
  Search: ComponentType<HeaderSearchProps>;
  /** Ready to show at once and to take a search opened in the plain form (`prepare`). */
  takesOpenSearch: boolean;
}

let searchModule: Promise<LoadedSearch | null> | null = null;

/** The catalogue's search, loaded once per page; null when the remote cannot be loaded. */
function loadSearch(locale: Locale): Promise<LoadedSearch | null> {
  // The federation runtime is the browser's: the server renders the plain form only.
  searchModule ??= import('../federation/remotes')
    .then(({ loadArea }) => loadArea<SearchModule>('mf-catalog', 'HeaderSearch'))
    .then(async (loaded) => {
      if (loaded.unavailable) return null;
      if (!loaded.prepare) return { Search: loaded.default, takesOpenSearch: false };
      await loaded.prepare(locale);
      return { Search: loaded.default, takesOpenSearch: true };
    })
    .catch(() => null);
  return searchModule;
}

/** For tests: the next slot loads the fragment again. */
export function forgetHeaderSearch(): void {
  searchModule = null;
}

/**
 * The header's search slot. The server renders a plain search form (a GET to the page's /search,
 * so searching works before any script runs and when the catalogue is down); as soon as the
 * shopper reaches for it (pointer, finger, focus), the catalogue's fragment with suggestions is
 * loaded and takes over. A search already opened in the plain form is handed over open, with what
 * was typed, the focus in the fragment's field; a page where nobody searches never loads it.
 */
export function HeaderSearchSlot(props: HeaderSearchProps) {
  const [loaded, setLoaded] = useState<LoadedSearch | null>(null);
  const [opened, setOpened] = useState<HeaderSearchProps['opened']>();
  const [plainOpen, setPlainOpen] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const focusTrigger = useRef(false);
  const takeOver = useRef<() => void>(() => undefined);
  const { locale } = props;

  useEffect(() => {
    let live = true;
    let started = false;
    takeOver.current = () => {
      if (started) return;
      started = true;
      void loadSearch(locale).then((search) => {
        if (!live || !search) return;
        // The plain form is read and the fragment swapped in at once, in this task: no key press
        // or click falls in between (an Enter opening the plain form would be closed by the swap).
        const form = slot.current?.querySelector('details');
        if (search.takesOpenSearch && form?.open) {
          const query = form.querySelector('input')?.value ?? '';
          flushSync(() => {
            setOpened({ query });
            setPlainOpen(false);
            setLoaded(search);
          });
          return;
        }
        // A keyboard shopper resting on the plain button lands on the fragment's button.
        focusTrigger.current = Boolean(slot.current?.contains(document.activeElement));
        flushSync(() => setLoaded(search));
      });
    };
    return () => {
      live = false;
    };
  }, [locale]);

  const showFragment = loaded !== null && (loaded.takesOpenSearch || !plainOpen);
  useEffect(() => {
    if (!showFragment || !focusTrigger.current) return;
    focusTrigger.current = false;
    slot.current?.querySelector<HTMLElement>('button')?.focus();
  }, [showFragment]);

  const plain = <PlainSearch locale={props.locale} onToggle={setPlainOpen} />;
  return (
    <div
      ref={slot}
      className={styles.searchSlot}
      onPointerEnter={() => takeOver.current()}
      onTouchStart={() => takeOver.current()}
      onFocus={() => takeOver.current()}
    >
      {showFragment ? (
        <ErrorBoundary area="mf-catalog" fallback={() => plain}>
          {/* the plain form stays while the fragment's texts load */}
          <Suspense fallback={plain}>
            <loaded.Search {...props} opened={opened} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        plain
      )}
    </div>
  );
}

/** A search form that needs no script: a disclosure drawn like the search button. */
function PlainSearch({ locale, onToggle }: { locale: Locale; onToggle: (open: boolean) => void }) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <details
      className={styles.search}
      onToggle={(event) => {
        const { open } = event.currentTarget;
        onToggle(open);
        // Typing goes into the field at once, as in the catalogue's search that takes over.
        if (open) event.currentTarget.querySelector('input')?.focus();
      }}
      data-testid="search-plain"
    >
      <summary
        className={styles.searchTrigger}
        aria-label={t('search.open')}
        // said at the click, before the disclosure toggles, so a fragment arriving in between
        // does not take the form away
        onClick={(event) =>
          onToggle(!(event.currentTarget.parentElement as HTMLDetailsElement).open)
        }
      >
        <SearchIcon />
      </summary>
      <div className={styles.searchPanel}>
        <form
          role="search"
          className={styles.searchForm}
          action={localizePath('/search', locale)}
          method="get"
        >
          <label className="ui-visually-hidden" htmlFor={`${id}-q`}>
            {t('search.label')}
          </label>
          <input
            id={`${id}-q`}
            className={styles.searchInput}
            type="search"
            name={SEARCH_PARAM}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            required
          />
          <button type="submit" className={styles.searchSubmit}>
            {t('search.submit')}
          </button>
        </form>
      </div>
    </details>
  );
}
