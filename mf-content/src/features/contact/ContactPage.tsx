import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest, errorCodeOf } from '@teashop/runtime';
import { Button, TextAreaField, TextField, useContentLocale } from '@teashop/ui';
import { CONTACT_LIMITS, type ContactValues, contactSchema } from './contactSchema';
import { Recaptcha, type RecaptchaHandle } from './recaptcha/Recaptcha';
import content from '../content/content.module.css';
import styles from './contact.module.css';

const EMPTY: ContactValues = {
  firstName: '',
  lastName: '',
  contactNumber: '',
  note: '',
  captchaToken: '',
};

export function ContactPage() {
  const { t } = useTranslation('mf-content');
  const contentLocale = useContentLocale();
  const captcha = useRef<RecaptchaHandle>(null);
  const [result, setResult] = useState<'sent' | 'failed' | 'rateLimited' | null>(null);

  const schema = useMemo(
    () =>
      contactSchema({
        firstNameRequired: t('contact.errors.firstName'),
        lastNameRequired: t('contact.errors.lastName'),
        contactNumberRequired: t('contact.errors.contactNumber'),
        noteRequired: t('contact.errors.note'),
        captchaRequired: t('contact.errors.captcha'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<ContactValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onCaptcha = useCallback(
    (token: string) => setValue('captchaToken', token, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const send = async (values: ContactValues) => {
    setResult(null);
    // The widget is the source of truth: a token may have expired since it was reported.
    const token = captcha.current?.getResponse() ?? values.captchaToken;
    if (!token) {
      setError('captchaToken', { message: t('contact.errors.captcha') });
      return;
    }
    try {
      await apiRequest('/contact-messages', {
        method: 'POST',
        auth: false,
        body: {
          data: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            contactNumber: values.contactNumber.trim(),
            note: values.note.trim(),
            locale: contentLocale,
          },
          captchaToken: token,
        },
      });
      setResult('sent');
      reset(EMPTY);
    } catch (error) {
      // A token the backend refused (expired, reused) asks for the challenge again; anything else
      // is a failed send. Either way what was typed stays in the form.
      if (errorCodeOf(error) === 'CAPTCHA_FAILED') {
        setError('captchaToken', { message: t('contact.errors.captcha') });
      } else {
        setResult(error instanceof ApiError && error.status === 429 ? 'rateLimited' : 'failed');
      }
    } finally {
      // Tokens are single use.
      captcha.current?.reset();
      setValue('captchaToken', '');
    }
  };

  return (
    <section className={[content.page, content.narrow].join(' ')} data-page="contact">
      <h1 className={content.pageTitle}>{t('pages.contact.title')}</h1>
      <p className={content.lead}>{t('contact.intro')}</p>
      <form
        className={styles.form}
        onSubmit={(event) => void handleSubmit(send)(event)}
        noValidate
        aria-describedby="contact-result"
      >
        <div className={styles.row}>
          <TextField
            label={t('contact.firstName')}
            autoComplete="given-name"
            maxLength={CONTACT_LIMITS.firstName}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('contact.lastName')}
            autoComplete="family-name"
            maxLength={CONTACT_LIMITS.lastName}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('contact.contactNumber')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.contactNumber}
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
        <TextAreaField
          label={t('contact.note')}
          rows={6}
          maxLength={CONTACT_LIMITS.note}
          error={errors.note?.message}
          {...register('note')}
        />
        <Recaptcha
          ref={captcha}
          onChange={onCaptcha}
          error={errors.captchaToken?.message}
          errorId="contact-captcha-error"
        />
        <Button type="submit" busy={isSubmitting} className={styles.submit}>
          {t('contact.submit')}
        </Button>
        <div id="contact-result">
          <p role="status" className={styles.success}>
            {result === 'sent' ? t('contact.sent') : null}
          </p>
          {result === 'failed' || result === 'rateLimited' ? (
            <p role="alert" className={styles.failure}>
              {t(result === 'failed' ? 'contact.failed' : 'contact.rateLimited')}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
