import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_LOCALES, type ErrorCode } from '@teashop/contracts';
import { ApiError, authState, loadCurrentUser, readToken } from '@teashop/runtime';
import { Button, useLocale } from '@teashop/ui';
import { useSnapshot } from 'valtio';
import { FormField } from '@teashop/runtime/forms';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { confirmEmail, sendEmailConfirmation } from '../auth/authApi';
import { useEmailRequest } from '../auth/useEmailRequest';
import type { EmailOnlyValues } from '../auth/schemas';
import { EmailChangeResult } from './EmailChangeResult';
import { EmailChangeCancelResult } from './EmailChangeCancelResult';
import { oncePerCode } from './oncePerCode';
import { useCodeCheck } from './useCodeCheck';

export type ConfirmationState =
  'checking' | 'success' | 'missing' | 'invalid' | 'expired' | 'failed';

/** Confirmation codes are opaque tokens: letters, digits, '-' and '_' only. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{8,256}$/;

/** The content backend's codes for a refused link (spec section 9, email confirmation). */
const REFUSED: Partial<Record<ErrorCode, ConfirmationState>> = {
  CONFIRMATION_LINK_MISSING: 'missing',
  CONFIRMATION_LINK_INVALID: 'invalid',
};

/** Classifies the content backend's answer to a confirmation code. */
export function confirmationStateOf(error: unknown): ConfirmationState {
  if (!(error instanceof ApiError) || error.status !== 400 || error.name !== 'ValidationError') {
    return 'failed';
  }
  // A well-formed code the backend does not know any more was used or has expired.
  return (error.code && REFUSED[error.code]) || 'expired';
}

/**
 * Sends the code to the content backend and classifies the answer; once per code. A signed-in
 * member's account is loaded again, so the member centre stops asking for the confirmation.
 */
export const verifyCode = oncePerCode((code: string): Promise<ConfirmationState> =>
  confirmEmail(code).then(async (): Promise<ConfirmationState> => {
    if (readToken()) await loadCurrentUser();
    return 'success';
  }, confirmationStateOf),
);

function initialState(search: URLSearchParams): ConfirmationState {
  if (search.get('result') === 'success') return 'success';
  const code = search.get('confirmation');
  if (code === null || code.trim() === '') return 'missing';
  return CODE_SHAPE.test(code.trim()) ? 'checking' : 'invalid';
}

function ResendForm() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const { form, onSubmit, sentTo, failure } = useEmailRequest((email) =>
    sendEmailConfirmation(email, CONTENT_LOCALES[locale]),
  );
  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="resend-form">
        <FormAlert message={failure ? t(failure) : null} />
        {sentTo ? <FormNotice>{t('confirmation.resent', { email: sentTo })}</FormNotice> : null}
        <FormField<EmailOnlyValues>
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
          {t('confirmation.resend')}
        </Button>
      </form>
    </FormProvider>
  );
}

export function EmailConfirmationPage() {
  const { t } = useTranslation('mf-member');
  const [search] = useSearchParams();
  const title = t('pages.emailConfirmation.title');
  const change = search.get('change');
  const cancel = search.get('cancel');
  const code = search.get('confirmation')?.trim() ?? '';
  const start = initialState(search);
  const checked = useCodeCheck(
    code,
    change === null && cancel === null && start === 'checking',
    verifyCode,
  );
  const state: ConfirmationState = checked ?? start;
  const signedIn = Boolean(useSnapshot(authState).token);

  // The link in the notice to the previous address, which cancels a change of address.
  if (cancel !== null) {
    return (
      <AuthCard page="email-confirmation" title={title}>
        <EmailChangeCancelResult code={cancel.trim()} />
      </AuthCard>
    );
  }
  // The link mailed to a member's new e-mail address.
  if (change !== null) {
    return (
      <AuthCard page="email-confirmation" title={title}>
        <EmailChangeResult code={change.trim()} />
      </AuthCard>
    );
  }
  return (
    <AuthCard page="email-confirmation" title={title}>
      <div data-state={state}>
        {state === 'checking' ? (
          <p className={styles.status} role="status">
            {t('confirmation.checking')}
          </p>
        ) : null}
        {state === 'success' ? (
          <>
            <p className={styles.status} role="status">
              {t('confirmation.success')}
            </p>
            {signedIn ? (
              <Link className="ui-button" to="/member/account">
                {t('confirmation.account')}
              </Link>
            ) : (
              <Link className="ui-button" to="/login">
                {t('confirmation.login')}
              </Link>
            )}
          </>
        ) : null}
        {state === 'missing' || state === 'invalid' || state === 'expired' || state === 'failed' ? (
          <>
            <p className={`${styles.status} ${styles.alert}`} role="alert">
              {t(`confirmation.${state}`)}
            </p>
            <p className={styles.intro}>{t('confirmation.retry')}</p>
            <ResendForm />
          </>
        ) : null}
      </div>
    </AuthCard>
  );
}
