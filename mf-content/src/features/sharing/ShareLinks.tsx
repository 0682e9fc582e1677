import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ShopLink, localizePath, pageOrigin, showToast, useLocale } from '@teashop/shared';
import styles from './share.module.css';

/** Share URLs of the two networks offered (a social network and a messenger). */
export function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the selection-based copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** Sharing of the current page: a social network, a messenger, or copying its link. */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const { pathname } = useLocation();
  const url = `${pageOrigin() ?? ''}${localizePath(pathname, locale)}`;
  const targets = shareTargets(url, title);
  const onCopy = async () => {
    const ok = await copyText(url);
    showToast(ok ? t('share.copied') : t('share.copyFailed'), ok ? 'success' : 'error');
  };
  return (
    <div className={styles.share} role="group" aria-label={t('share.label')}>
      <span className={styles.label}>{t('share.label')}</span>
      <ShopLink href={targets.facebook} external className={styles.button} data-share="facebook">
        {t('share.facebook')}
      </ShopLink>
      <ShopLink href={targets.line} external className={styles.button} data-share="line">
        {t('share.line')}
      </ShopLink>
      <button
        type="button"
        className={styles.button}
        onClick={() => void onCopy()}
        data-share="copy"
      >
        {t('share.copy')}
      </button>
    </div>
  );
}
