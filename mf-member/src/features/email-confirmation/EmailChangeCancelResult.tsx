import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, apiRequest } from '@teashop/runtime';
import { authStyles as styles } from '../auth/AuthCard';
import { oncePerCode } from './oncePerCode';
import { useCodeCheck } from './useCodeCheck';

type CancelOutcome =
  | { state: 'cancelled'; email: string }
  | { state: 'missing' | 'invalid' | 'expired' | 'taken' | 'failed' };

/** The codes the content backend mails are 64 hexadecimal digits. */
const CANCEL_CODE = /^[0-9a-f]{64}$/;

/**
 * POST /auth/email-change/cancel `{ code }`: the link in the notice to the previous address drops
 * a waiting change, or puts that address back after a confirmed one (every session then ends).
 */
export function cancelEmailChange(code: string): Promise<{ cancelled: true; email: string }> {
  return apiRequest<{ cancelled: true; email: string }>('/auth/email-change/cancel', {
    method: 'POST',
    body: { code },
    auth: false,
  });
}

/** Cancels the change the code names and classifies the answer; once per code. */
export const applyEmailChangeCancel = oncePerCode((code: string): Promise<CancelOutcome> =>
  cancelEmailChange(code).then(
    ({ email }): CancelOutcome => ({ state: 'cancelled', email }),
    (error: unknown): CancelOutcome => {
      if (!(error instanceof ApiError) || error.status !== 400) return { state: 'failed' };
      switch (error.code) {
        case 'EMAIL_CHANGE_EMAIL_TAKEN':
        case 'AUTH_EMAIL_TAKEN':
          return { state: 'taken' };
        case 'EMAIL_CHANGE_LINK_MISSING':
          return { state: 'missing' };
        case 'EMAIL_CHANGE_LINK_INVALID':
          return { state: 'invalid' };
        default:
          return { state: 'expired' };
      }
    },
  ),
);

function firstOutcome(code: string): CancelOutcome | null {
  if (code === '') return { state: 'missing' };
  return CANCEL_CODE.test(code) ? null : { state: 'invalid' };
}

/** What opening the link that cancels a change of e-mail address did. */
export function EmailChangeCancelResult({ code }: { code: string }) {
  const { t } = useTranslation('mf-member');
  const known = firstOutcome(code);
  const checked = useCodeCheck(code, known === null, applyEmailChangeCancel);
  const outcome = known ?? checked;
  const state = outcome?.state ?? 'checking';
  return (
    <div data-state={state} data-testid="email-change-cancel-result">
      {outcome === null ? (
        <p className={styles.status} role="status">
          {t('confirmation.checking')}
        </p>
      ) : outcome.state === 'cancelled' ? (
        <>
          <p className={styles.status} role="status">
            {t('emailChange.cancelled', { email: outcome.email })}
          </p>
          <p className={styles.intro}>{t('emailChange.cancelledNext')}</p>
          <Link className="ui-button" to="/login">
            {t('confirmation.login')}
          </Link>
        </>
      ) : (
        <>
          <p className={`${styles.status} ${styles.alert}`} role="alert">
            {outcome.state === 'taken'
              ? t('emailChange.cancelTaken')
              : t(`confirmation.${outcome.state}`)}
          </p>
          <Link className="ui-button ui-button--secondary" to="/login">
            {t('confirmation.login')}
          </Link>
        </>
      )}
    </div>
  );
}
