import { useTranslation } from 'react-i18next';

/** Friendly message shown in place of one area of the shop when it fails to load or crashes. */
export function AreaFallback({ area, onRetry }: { area: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section
      className="ui-area-fallback"
      data-fallback={area}
      role="alert"
      style={{ padding: '48px 24px', textAlign: 'center' }}
    >
      <p>{t('error.areaUnavailable')}</p>
      {onRetry ? (
        <button type="button" className="ui-button ui-button--secondary" onClick={onRetry}>
          {t('error.retry')}
        </button>
      ) : null}
    </section>
  );
}
