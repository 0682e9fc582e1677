import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HeaderSearchModule, type HeaderSearchProps } from '@teashop/contracts';
import { loadNamespace, WithNamespace } from '@teashop/runtime';
import { CloseIcon, SearchIcon } from '@teashop/ui';
import { HEADER_SEARCH_NS, headerSearchTranslations } from './translations';
import { SearchCombobox } from './SearchCombobox';
import styles from './HeaderSearch.module.css';

/**
 * The header's search, a fragment exposed as `./HeaderSearch` and shown in the shell's header: a
 * button that opens the search field under the header bar (desktop) or over the whole screen
 * (phones). Closing returns the focus to the button.
 */
export default function HeaderSearch(props: HeaderSearchProps) {
  // The shell renders the search in its own tree, outside this area's lifecycles: the texts (the
  // page's language) are loaded here, once, the shell's plain search showing meanwhile.
  return (
    <WithNamespace ns={HEADER_SEARCH_NS} source={headerSearchTranslations}>
      <HeaderSearchContent {...props} />
    </WithNamespace>
  );
}

/** The texts in the page's language: the shell shows the fragment once they are there. */
export const prepare: NonNullable<HeaderSearchModule['prepare']> = (locale) =>
  loadNamespace(HEADER_SEARCH_NS, headerSearchTranslations, locale);

function HeaderSearchContent({ locale, pathname, onOpen, opened }: HeaderSearchProps) {
  const { t } = useTranslation(HEADER_SEARCH_NS);
  const panelId = useId();
  // The page the panel was opened on: it is closed again once the shopper is on another page.
  // A search the shopper opened in the shell's plain form is open here from the start.
  const [openOn, setOpenOn] = useState<string | null>(opened ? pathname : null);
  // What was typed in the plain form belongs to that one search: a later one starts empty.
  const [handedOver, setHandedOver] = useState(opened?.query);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => {
    setOpenOn(value ? pathname : null);
    if (!value) setHandedOver(undefined);
  };
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) {
        setOpenOn(null);
        setHandedOver(undefined);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('open')}
        data-testid="search-button"
        onClick={() => {
          if (open) close(false);
          else {
            onOpen?.();
            setOpen(true);
          }
        }}
      >
        <SearchIcon />
      </button>
      <div
        ref={panel}
        id={panelId}
        className={styles.panel}
        role="dialog"
        aria-label={t('label')}
        hidden={!open}
        data-testid="search-panel"
      >
        {open ? (
          <div className={styles.panelInner}>
            <SearchCombobox
              locale={locale}
              initialQuery={handedOver}
              onDone={() => close(false)}
              onEscape={() => close(true)}
            />
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => close(true)}
            >
              <CloseIcon />
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
