import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, Button, usePageMeta } from '@teashop/shared';
import { FormField } from '@teashop/shared/src/forms';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { confirmEmail, sendEmailConfirmation } from '../auth/authApi';
import { useEmailRequest } from '../auth/useEmailRequest';
import type { EmailOnlyValues } from '../auth/schemas';

export type ConfirmationState =
  'checking' | 'success' | 'missing' | 'invalid' | 'expired' | 'failed';

/** Confirmation codes are opaque tokens: letters, digits, '-' and '_' only. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{8,256}$/;

// One request per code, even when React runs an effect twice (a code works only once).
const pending = new Map<string, Promise<ConfirmationState>>();

/** Sends the code to the content backend and classifies the answer. */
export function verifyCode(code: string): Promise<ConfirmationState> {
  let request = pending.get(code);
  if (!request) {
    request = confirmEmail(code).then(
      (): ConfirmationState => 'success',
      (error: unknown): ConfirmationState =>
        // A well-formed code the backend does not know any more was used or has expired.
        error instanceof ApiError && error.status === 400 && error.name === 'ValidationError'
          ? 'expired'
          : 'failed',
    );
    pending.set(code, request);
  }
  return request;
}

function initialState(search: URLSearchParams): ConfirmationState {
  if (search.get('result') === 'success') return 'success';
  const code = search.get('confirmation');
  if (code === null || code.trim() === '') return 'missing';
  return CODE_SHAPE.test(code.trim()) ? 'checking' : 'invalid';
}

function ResendForm() {
  const { t } = useTranslation('mf-member');
  const { form, onSubmit, sentTo, failure } = useEmailRequest(sendEmailConfirmation);
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
  usePageMeta(title);
  const code = search.get('confirmation')?.trim() ?? '';
  const start = initialState(search);
  const [checked, setChecked] = useState<{ code: string; state: ConfirmationState } | null>(null);
  const state: ConfirmationState =
    start === 'checking' && checked?.code === code ? checked.state : start;

  useEffect(() => {
    if (start !== 'checking') return;
    let active = true;
    void verifyCode(code).then((result) => {
      if (active) setChecked({ code, state: result });
    });
    return () => {
      active = false;
    };
  }, [start, code]);

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
            <Link className="ui-button" to="/login">
              {t('confirmation.login')}
            </Link>
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
