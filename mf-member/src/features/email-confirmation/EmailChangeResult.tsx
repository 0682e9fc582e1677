import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, loadCurrentUser, readToken } from '@teashop/runtime';
import { authStyles as styles } from '../auth/AuthCard';
import { confirmEmailChange } from '../auth/authApi';
import { oncePerCode } from './oncePerCode';
import { useCodeCheck } from './useCodeCheck';

type ChangeOutcome =
  | { state: 'changed'; email: string }
  | { state: 'missing' | 'invalid' | 'expired' | 'taken' | 'failed' };

/** The codes the content backend mails are 64 hexadecimal digits. */
const CHANGE_CODE = /^[0-9a-f]{64}$/;

/** Applies the change the code names and classifies the answer; once per code. */
export const applyEmailChange = oncePerCode((code: string): Promise<ChangeOutcome> =>
  confirmEmailChange(code).then(
    async ({ email }): Promise<ChangeOutcome> => {
      // A member signed in on this browser sees the new address at once.
      if (readToken()) await loadCurrentUser();
      return { state: 'changed', email };
    },
    (error: unknown): ChangeOutcome => {
      if (!(error instanceof ApiError) || error.status !== 400) return { state: 'failed' };
      if (error.code === 'EMAIL_CHANGE_EMAIL_TAKEN' || error.code === 'AUTH_EMAIL_TAKEN') {
        return { state: 'taken' };
      }
      return { state: error.code === 'EMAIL_CHANGE_LINK_INVALID' ? 'invalid' : 'expired' };
    },
  ),
);

function firstOutcome(code: string): ChangeOutcome | null {
  if (code === '') return { state: 'missing' };
  return CHANGE_CODE.test(code) ? null : { state: 'invalid' };
}

/** What opening the link mailed to a new e-mail address did. */
export function EmailChangeResult({ code }: { code: string }) {
  const { t } = useTranslation('mf-member');
  const known = firstOutcome(code);
  const checked = useCodeCheck(code, known === null, applyEmailChange);
  const outcome = known ?? checked;
  const state = outcome?.state ?? 'checking';
  return (
    <div data-state={state} data-testid="email-change-result">
      {outcome === null ? (
        <p className={styles.status} role="status">
          {t('confirmation.checking')}
        </p>
      ) : outcome.state === 'changed' ? (
        <>
          <p className={styles.status} role="status">
            {t('emailChange.changed', { email: outcome.email })}
          </p>
          <Link className="ui-button" to="/member/account">
            {t('emailChange.account')}
          </Link>
        </>
      ) : (
        <>
          <p className={`${styles.status} ${styles.alert}`} role="alert">
            {outcome.state === 'taken'
              ? t('emailChange.taken')
              : t(`confirmation.${outcome.state}`)}
          </p>
          <p className={styles.intro}>{t('emailChange.again')}</p>
          <Link className="ui-button ui-button--secondary" to="/member/account">
            {t('emailChange.account')}
          </Link>
        </>
      )}
    </div>
  );
}
