import { useTranslation } from 'react-i18next';
import { ShopLink, showToast } from '@teashop/shared';
import styles from './ProductDetail.module.css';

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function lineShareUrl(url: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Share the current page: a social network, a messenger, or copy the link (with a toast). */
export function ShareLinks({ url }: { url: string }) {
  const { t } = useTranslation('mf-catalog');
  const copy = () => {
    copyText(url).then(
      () => showToast(t('share.copied'), 'success'),
      () => showToast(t('share.copyFailed'), 'error'),
    );
  };
  return (
    <div className={styles.share} data-testid="share">
      <span className={styles.shareTitle}>{t('share.title')}</span>
      <ShopLink href={facebookShareUrl(url)} external className={styles.shareLink}>
        {t('share.facebook')}
      </ShopLink>
      <ShopLink href={lineShareUrl(url)} external className={styles.shareLink}>
        {t('share.line')}
      </ShopLink>
      <button type="button" className={styles.shareLink} onClick={copy}>
        {t('share.copy')}
      </button>
    </div>
  );
}
