import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_LOCALES } from '@teashop/contracts';
import { clearToken, signIn, signedInMember } from '@teashop/runtime';
import { Button, useLocale } from '@teashop/ui';
import { FormField } from '@teashop/runtime/forms';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { login, sendEmailConfirmation } from '../auth/authApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { ProviderButtons } from '../auth/ProviderButtons';
import { goAfterSignIn, returnPathFrom } from '../auth/returnPath';
import { loginSchema, type LoginValues } from '../auth/schemas';
import { useSignedInRedirect } from '../auth/useSignedInRedirect';

export function LoginPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [search] = useSearchParams();
  const title = t('pages.login.title');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const returnPath = returnPathFrom(search, locale);
  const markSigningIn = useSignedInRedirect();
  const redirectQuery = search.get('redirect')
    ? `?redirect=${encodeURIComponent(search.get('redirect') as string)}`
    : '';

  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    getValues,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    setResent(null);
    // Any previous session ends first (spec: login starts by clearing the token).
    markSigningIn(true);
    clearToken();
    try {
      const answer = await login(values.email, values.password);
      // The shop server keeps the session in an HttpOnly cookie; the page sees only its marker.
      if (!answer.user || !signedInMember()) throw new Error('No session after the answer');
      await signIn();
      goAfterSignIn(returnPath, locale);
    } catch (error) {
      markSigningIn(false);
      setFailure(errorKey(error));
    }
  };

  const resend = async () => {
    const email = getValues('email').trim();
    try {
      await sendEmailConfirmation(email, CONTENT_LOCALES[locale]);
      setResent(email);
      setFailure(null);
    } catch (error) {
      setFailure(errorKey(error));
    }
  };

  return (
    <AuthCard page="login" title={title}>
      <FormAlert message={failure ? t(failure) : null} />
      {failure === 'errors.notConfirmed' ? (
        <p>
          <button type="button" className={styles.linkButton} onClick={() => void resend()}>
            {t('login.resendConfirmation')}
          </button>
        </p>
      ) : null}
      {resent ? <FormNotice>{t('signup.resent', { email: resent })}</FormNotice> : null}
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
          <FormField<LoginValues>
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          <FormField<LoginValues>
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" className={styles.submit} busy={isSubmitting}>
            {t('login.submit')}
          </Button>
        </form>
      </FormProvider>
      <ProviderButtons returnPath={returnPath} />
      <div className={styles.links}>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span>
          {t('login.noAccount')} <Link to={`/signup${redirectQuery}`}>{t('login.signupLink')}</Link>
        </span>
      </div>
    </AuthCard>
  );
}
