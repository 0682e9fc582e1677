import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localizePath } from '@teashop/contracts';
import { signIn, signedInMember } from '@teashop/runtime';
import { Button, navigate, showToast, useLocale } from '@teashop/ui';
import { AuthCard, FormAlert, authStyles as styles } from '../auth/AuthCard';
import { resetPassword } from '../auth/authApi';
import { errorKey, type ErrorKey } from '../auth/errorMessage';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { resetPasswordSchema, type ResetPasswordValues } from '../auth/schemas';

export function ResetPasswordPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() ?? '';
  const title = t('pages.resetPassword.title');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: ResetPasswordValues) => {
    setFailure(null);
    try {
      const answer = await resetPassword(code, values.password, values.passwordConfirmation);
      if (!answer.user || !signedInMember()) throw new Error('No session after the answer');
      await signIn();
      showToast(t('account.passwordChanged'), 'success');
      navigate(localizePath('/member/account', locale));
    } catch (error) {
      setFailure(errorKey(error));
    }
  };

  if (!code) {
    return (
      <AuthCard page="reset-password" title={title}>
        <FormAlert message={t('reset.missingCode')} />
        <div className={styles.links}>
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard page="reset-password" title={title}>
      <p className={styles.intro}>{t('reset.intro')}</p>
      <FormAlert message={failure ? t(failure) : null} />
      {failure === 'errors.resetCodeInvalid' ? (
        <p>
          <Link className={styles.textLink} to="/forgot-password">
            {t('reset.requestNew')}
          </Link>
        </p>
      ) : null}
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
          <NewPasswordFields labels="change" />
          <Button type="submit" className={styles.submit} busy={isSubmitting}>
            {t('reset.submit')}
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
