import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_LOCALES } from '@teashop/contracts';
import { signIn, signedInMember } from '@teashop/runtime';
import { Button, showToast, useLocale } from '@teashop/ui';
import { FormField } from '@teashop/runtime/forms';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { register as registerAccount, sendEmailConfirmation } from '../auth/authApi';
import { errorKey, fieldErrors, type ErrorKey } from '../auth/errorMessage';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { goAfterSignIn, returnPathFrom } from '../auth/returnPath';
import { signupSchema, type SignupValues } from '../auth/schemas';
import { useSignedInRedirect } from '../auth/useSignedInRedirect';

/** After signing up when the shop asks for e-mail confirmation first. */
function CheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const resend = async () => {
    setSending(true);
    setFailure(null);
    try {
      await sendEmailConfirmation(email, CONTENT_LOCALES[locale]);
      setSent(true);
    } catch (error) {
      setFailure(errorKey(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div data-state="check-email">
      <h2 className={styles.status}>{t('signup.checkEmailTitle')}</h2>
      <p className={styles.intro}>{t('signup.checkEmailText', { email })}</p>
      <FormAlert message={failure ? t(failure) : null} />
      {sent ? <FormNotice>{t('signup.resent', { email })}</FormNotice> : null}
      <Button variant="secondary" busy={sending} onClick={() => void resend()}>
        {t('signup.resend')}
      </Button>
      <div className={styles.links}>
        <Link to="/login">{t('signup.loginLink')}</Link>
      </div>
    </div>
  );
}

export function SignupPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [search] = useSearchParams();
  const title = t('pages.signup.title');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<string | null>(null);
  const returnPath = returnPathFrom(search, locale);
  const markSigningIn = useSignedInRedirect();

  const form = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      birthday: '',
    },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: SignupValues) => {
    setFailure(null);
    markSigningIn(true);
    try {
      await registerAccount({
        email: values.email,
        password: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        birthday: values.birthday || undefined,
        locale: CONTENT_LOCALES[locale],
      });
      // A session started (the shop server set its cookie): the address is confirmed later.
      if (signedInMember()) {
        await signIn();
        // Signed in at once; the welcome mail's link confirms the address.
        showToast(t('signup.welcomeSent', { email: values.email }), 'success');
        goAfterSignIn(returnPath, locale);
      } else {
        setAwaitingConfirmation(values.email);
      }
    } catch (error) {
      markSigningIn(false);
      const refused = fieldErrors(error).filter(
        (item): item is { field: keyof SignupValues; message: string } =>
          item.field in form.getValues(),
      );
      if (refused.length > 0) {
        refused.forEach(({ field, message }, index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
      } else setFailure(errorKey(error));
    }
  };

  return (
    <AuthCard page="signup" title={title}>
      {awaitingConfirmation ? (
        <CheckEmail email={awaitingConfirmation} />
      ) : (
        <>
          <FormAlert message={failure ? t(failure) : null} />
          <FormProvider {...form}>
            <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
              <div className={styles.row}>
                <FormField<SignupValues>
                  name="firstName"
                  label={t('fields.firstName')}
                  autoComplete="given-name"
                />
                <FormField<SignupValues>
                  name="lastName"
                  label={t('fields.lastName')}
                  autoComplete="family-name"
                />
              </div>
              <FormField<SignupValues>
                name="email"
                label={t('fields.email')}
                type="email"
                autoComplete="email"
              />
              <NewPasswordFields labels="signup" />
              <FormField<SignupValues>
                name="birthday"
                label={t('fields.birthday')}
                type="date"
                autoComplete="bday"
              />
              <Button type="submit" className={styles.submit} busy={isSubmitting}>
                {t('signup.submit')}
              </Button>
            </form>
          </FormProvider>
          <div className={styles.links}>
            <span>
              {t('signup.haveAccount')}{' '}
              <Link
                to={`/login${search.get('redirect') ? `?redirect=${encodeURIComponent(search.get('redirect') as string)}` : ''}`}
              >
                {t('signup.loginLink')}
              </Link>
            </span>
          </div>
        </>
      )}
    </AuthCard>
  );
}
