import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  type Locale,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  Button,
  Dialog,
  Popover,
  cartCount,
  cartState,
  publish,
  showToast,
  writeCookie,
} from '@teashop/shared';
import { decideLanguageSwitch, switchedUrl } from '../routing/languageSwitch';
import { emptyCartForLanguageSwitch } from './cartForLanguageSwitch';

export function LanguageSwitcher({
  locale,
  pathname,
  search,
}: {
  locale: Locale;
  pathname: string;
  search: string;
}) {
  const { t } = useTranslation('shell');
  const cart = useSnapshot(cartState);
  const [pending, setPending] = useState<Locale | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (target: Locale) => {
    writeCookie(LOCALE_COOKIE, target, LOCALE_COOKIE_MAX_AGE);
    publish('locale:changed', { locale: target });
    window.location.assign(switchedUrl(pathname, search, target));
  };

  const choose = (target: Locale) => {
    const decision = decideLanguageSwitch({ pathname, target, cartCount: cartCount(cart) });
    if (decision === 'refuse') showToast(t('cannotSwitchLanguageOnCheckout'), 'error');
    else if (decision === 'confirm') setPending(target);
    else if (decision === 'switch') go(target);
  };

  return (
    <>
      <Popover
        label={t(`languages.${locale}`)}
        ariaLabel={`${t('language')}: ${t(`languages.${locale}`)}`}
        className="sh-language"
      >
        {(close) => (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('language')}>
            {LOCALES.map((l) => (
              <li key={l}>
                <button
                  type="button"
                  lang={l === 'jp' ? 'ja' : l === 'zh' ? 'zh-Hant' : 'en'}
                  aria-current={l === locale}
                  style={{
                    display: 'block',
                    width: '100%',
                    padding: '10px 16px',
                    border: 0,
                    background: 'none',
                    textAlign: 'left',
                    cursor: 'pointer',
                    font: 'inherit',
                    fontWeight: l === locale ? 700 : 400,
                  }}
                  onClick={() => {
                    close();
                    choose(l);
                  }}
                >
                  {t(`languages.${l}`)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
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
