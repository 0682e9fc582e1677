import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Locale,
  HTML_LANG,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
} from '@teashop/contracts';
import { writeCookie } from '@teashop/runtime';
import { Button, Dialog, Popover, showToast } from '@teashop/ui';
import { decideLanguageSwitch, switchedUrl } from '../routing/languageSwitch';
import { emptyCartForLanguageSwitch } from './cartForLanguageSwitch';
import { useShownCartCount } from '../cart/useShownCartCount';
import styles from './Header.module.css';

function LanguageButtons({
  locale,
  onChoose,
}: {
  locale: Locale;
  onChoose: (target: Locale) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      {LOCALES.map((l) => (
        <li key={l}>
          <button
            type="button"
            lang={HTML_LANG[l]}
            aria-current={l === locale}
            className={styles.menuItem}
            onClick={() => onChoose(l)}
          >
            {t(`languages.${l}`)}
          </button>
        </li>
      ))}
    </>
  );
}

/**
 * Language choice: a dropdown in the desktop header, a plain list in the phone menu. Refused on
 * checkout pages; asks first when the cart would be emptied.
 */
export function LanguageSwitcher({
  locale,
  pathname,
  search,
  variant = 'dropdown',
}: {
  locale: Locale;
  pathname: string;
  search: string;
  variant?: 'dropdown' | 'list';
}) {
  const { t } = useTranslation('shell');
  const cartCount = useShownCartCount();
  const [pending, setPending] = useState<Locale | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (target: Locale) => {
    writeCookie(LOCALE_COOKIE, target, LOCALE_COOKIE_MAX_AGE);
    window.location.assign(switchedUrl(pathname, search, target));
  };

  const choose = (target: Locale) => {
    const decision = decideLanguageSwitch({ pathname, target, cartCount });
    if (decision === 'refuse') showToast(t('cannotSwitchLanguageOnCheckout'), 'error');
    else if (decision === 'confirm') setPending(target);
    else if (decision === 'switch') go(target);
  };

  return (
    <>
      {variant === 'list' ? (
        <section className={styles.menuLanguages} aria-label={t('language')}>
          <h2>{t('language')}</h2>
          <ul className={styles.plainList}>
            <LanguageButtons locale={locale} onChoose={choose} />
          </ul>
        </section>
      ) : (
        <Popover
          label={t(`languages.${locale}`)}
          ariaLabel={`${t('language')}: ${t(`languages.${locale}`)}`}
          className="sh-language"
        >
          {(close) => (
            <ul className={styles.plainList} aria-label={t('language')}>
              <LanguageButtons
                locale={locale}
                onChoose={(l) => {
                  close();
                  choose(l);
                }}
              />
            </ul>
          )}
        </Popover>
      )}
      <Dialog
        open={pending !== null}
        title={t('languageChange')}
        onClose={() => setPending(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('cancel')}
            </Button>
            <Button
              busy={busy}
              onClick={async () => {
                if (!pending) return;
                setBusy(true);
                await emptyCartForLanguageSwitch();
                go(pending);
              }}
            >
              {t('yes')}
            </Button>
          </>
        }
      >
        <p>{t('cartLanguageSwitchWarning')}</p>
      </Dialog>
    </>
  );
}
