import { useTranslation } from 'react-i18next';
import { Button } from '@teashop/ui';
import styles from './member.module.css';

/** What the member centre shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('mf-member');
  return (
    <div className={styles.panel} role="alert" data-testid="load-failed">
      <p>{t('member.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:error.retry')}
      </Button>
    </div>
  );
}
