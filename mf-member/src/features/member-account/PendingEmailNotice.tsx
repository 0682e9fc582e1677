import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadCurrentUser } from '@teashop/runtime';
import { Button, showToast } from '@teashop/ui';
import { authStyles } from '../auth/AuthCard';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { memberStyles as styles } from '../member/MemberLayout';
import { updateMe } from '../member/memberApi';

/** A new e-mail address waiting for confirmation, and the way to keep the current one. */
export function PendingEmailNotice({ pending, current }: { pending: string; current: string }) {
  const { t } = useTranslation('mf-member');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorKey | null>(null);

  const keepCurrent = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await updateMe({ email: current });
      await loadCurrentUser();
      showToast(t('account.withdrawn'), 'success');
    } catch (error) {
      setFailure(errorKey(error));
      setBusy(false);
    }
  };

  return (
    <div className={`${authStyles.notice} ${styles.pending}`} data-testid="pending-email">
      <p>{t('account.emailPending', { email: pending })}</p>
      <p>{t('account.emailPendingHelp')}</p>
      {failure ? (
        <p className={styles.alert} role="alert">
          {t(failure)}
        </p>
      ) : null}
      <Button variant="secondary" busy={busy} onClick={() => void keepCurrent()}>
        {t('account.withdraw')}
      </Button>
    </div>
  );
}
