import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, TextField, clearToken, usePageMeta } from '@teashop/shared';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { forgotPassword } from '../auth/authApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { emailOnlySchema, type EmailOnlyValues } from '../auth/schemas';

export function ForgotPasswordPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.forgotPassword.title');
  usePageMeta(title);
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: EmailOnlyValues) => {
    setFailure(null);
    setSentTo(null);
    // A password reset always starts from a signed-out state (spec section 4).
    clearToken();
    try {
      await forgotPassword(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorKey(error));
    }
  };

  return (
    <AuthCard page="forgot-password" title={title}>
      <p className={styles.intro}>{t('forgot.intro')}</p>
      <FormAlert message={failure ? t(failure) : null} />
      {sentTo ? <FormNotice>{t('forgot.sent', { email: sentTo })}</FormNotice> : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <Button type="submit" className={styles.submit} busy={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
