import { useTranslation } from 'react-i18next';
import { currentPreviewToken, usePreviewState, withoutPreview } from '@teashop/runtime';
import { useShellLocation } from './useShellLocation';
import styles from './PreviewBanner.module.css';

/**
 * Above the header of a draft preview page (opened from the cms admin panel): says the page shows
 * unpublished content and links to the same page without the preview. Rendered on the server
 * from the state the shop server decided, and hydrated from the same state; gone once the page
 * is left (the preview covers the page it was opened on).
 */
export function PreviewBanner() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useShellLocation();
  const state = usePreviewState();
  if (!state?.active || !currentPreviewToken()) return null;
  return (
    <div className={styles.banner} role="status" data-testid="preview-banner">
      <strong className={styles.label}>{t('preview.label')}</strong>
      <span className={styles.text}>{t('preview.text')}</span>
      {/* A full page load: the page is fetched again without the token. */}
      <a className={styles.exit} href={withoutPreview(pathname, search)}>
        {t('preview.exit')}
      </a>
    </div>
  );
}
