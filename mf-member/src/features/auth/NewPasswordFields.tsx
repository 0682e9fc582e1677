import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@teashop/runtime/forms';
import { authStyles as styles } from './AuthCard';

interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * A new password and its confirmation (sign-up, reset, change), with the password rule shown
 * until the password field has a message of its own.
 */
export function NewPasswordFields({ labels }: { labels: 'signup' | 'change' }) {
  const { t } = useTranslation('mf-member');
  const {
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  const [password, confirmation] =
    labels === 'signup'
      ? ['fields.password', 'fields.passwordConfirmation']
      : ['fields.newPassword', 'fields.newPasswordConfirmation'];
  return (
    <>
      <FormField<NewPasswordValues>
        name="password"
        label={t(password)}
        type="password"
        autoComplete="new-password"
      />
      {errors.password ? null : <p className={styles.hint}>{t('signup.passwordHint')}</p>}
      <FormField<NewPasswordValues>
        name="passwordConfirmation"
        label={t(confirmation)}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
