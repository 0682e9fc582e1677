import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_LOCALES } from '@teashop/contracts';
import { clearToken } from '@teashop/runtime';
import { Button, useLocale } from '@teashop/ui';
import { FormField } from '@teashop/runtime/forms';
import { AuthCard, FormAlert, FormNotice, authStyles as styles } from '../auth/AuthCard';
import { forgotPassword } from '../auth/authApi';
import { useEmailRequest } from '../auth/useEmailRequest';
import type { EmailOnlyValues } from '../auth/schemas';

export function ForgotPasswordPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const title = t('pages.forgotPassword.title');
  const { form, onSubmit, sentTo, failure } = useEmailRequest((email) => {
    // A password reset always starts from a signed-out state (spec section 4).
    clearToken();
    // The mail is written in the page's language, its link under the page's prefix.
    return forgotPassword(email, CONTENT_LOCALES[locale]);
  });

  return (
    <AuthCard page="forgot-password" title={title}>
      <p className={styles.intro}>{t('forgot.intro')}</p>
      <FormAlert message={failure ? t(failure) : null} />
      {sentTo ? <FormNotice>{t('forgot.sent', { email: sentTo })}</FormNotice> : null}
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <FormField<EmailOnlyValues>
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          <Button type="submit" className={styles.submit} busy={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </form>
      </FormProvider>
      <div className={styles.links}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
