import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '@teashop/runtime';
import { Button, TextField, useContentLocale } from '@teashop/ui';
import { type NewsletterValues, newsletterSchema } from './newsletterSchema';
import styles from './newsletter.module.css';

export type NewsletterSignupProps = {
  title?: string | null;
  text?: string | null;
};

/** Newsletter sign-up; an address already on the list is welcomed the same way as a new one. */
export function NewsletterSignup({ title, text }: NewsletterSignupProps) {
  const { t } = useTranslation('mf-content');
  const contentLocale = useContentLocale();
  const [result, setResult] = useState<'idle' | 'done' | 'failed' | 'rateLimited'>('idle');
  const schema = useMemo(
    () =>
      newsletterSchema({
        emailRequired: t('newsletter.errors.emailRequired'),
        emailInvalid: t('newsletter.errors.emailInvalid'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterValues>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult('idle');
    try {
      await apiRequest('/newsletter-subscribers', {
        method: 'POST',
        body: { data: { email: email.trim(), locale: contentLocale } },
        auth: false,
      });
      setResult('done');
      reset({ email: '' });
    } catch (error) {
      // The address stays in the field so the shopper can send it again.
      setResult(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
    }
  });

  return (
    <section
      className={styles.newsletter}
      aria-labelledby="newsletter-title"
      data-section="newsletter"
    >
      <h2 id="newsletter-title">{title || t('newsletter.title')}</h2>
      <p>{text || t('newsletter.text')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <TextField
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <Button type="submit" busy={isSubmitting} className={styles.submit}>
          {t('newsletter.submit')}
        </Button>
      </form>
      <p role="status" className={styles.status}>
        {result === 'done' ? t('newsletter.success') : null}
      </p>
      {result === 'failed' || result === 'rateLimited' ? (
        <p role="alert" className={styles.error}>
          {t(result === 'failed' ? 'newsletter.failed' : 'newsletter.rateLimited')}
        </p>
      ) : null}
    </section>
  );
}
