import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LOCALES } from '@teashop/contracts';
import { Button, useLocale } from '@teashop/ui';
import { authStyles } from '../auth/AuthCard';
import { resendMyConfirmation } from '../auth/authApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import styles from './member.module.css';

/** Until the member opens the link mailed at sign-up: a reminder and a way to get a new link. */
export function UnconfirmedEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorKey | null>(null);

  const sendAgain = async () => {
    setBusy(true);
    setFailure(null);
    setSentTo(null);
    try {
      const answer = await resendMyConfirmation(CONTENT_LOCALES[locale]);
      setSentTo(answer?.email || email);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`${authStyles.notice} ${styles.pending}`} data-testid="confirm-email">
      <p>{t('account.confirmEmail', { email })}</p>
      {sentTo ? <p role="status">{t('account.confirmationSent', { email: sentTo })}</p> : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {t(failure)}
        </p>
      ) : null}
      <Button variant="secondary" busy={busy} onClick={() => void sendAgain()}>
        {t('account.sendAgain')}
      </Button>
    </div>
  );
}
