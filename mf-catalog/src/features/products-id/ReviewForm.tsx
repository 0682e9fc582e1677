import { useId, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCodeOf } from '@teashop/runtime';
import { Button, TextAreaField, TextField, useContentLocale } from '@teashop/ui';
import { createReview } from '../../api/catalogApi';
import type { Review } from '../../api/types';
import { type ReviewInput, type ReviewValues, REVIEW_LIMITS, reviewSchema } from './reviewSchema';
import { formatFileSize, REVIEW_IMAGE_MAX_BYTES, reviewImageProblem } from './reviewImage';
import styles from './ProductDetail.module.css';

export interface ReviewFormProps {
  productId: string;
  defaultName?: string;
  onCreated: (review: Review) => void;
  onCancel: () => void;
}

/** The "write a review" form of a product page (members only). */
export default function ReviewForm({
  productId,
  defaultName = '',
  onCreated,
  onCancel,
}: ReviewFormProps) {
  const { t } = useTranslation('mf-catalog');
  const contentLocale = useContentLocale();
  const fileRef = useRef<HTMLInputElement | null>(null);
  const ids = { rating: useId(), image: useId(), root: useId() };
  const schema = useMemo(() => {
    const rules = reviewSchema({
      rating: t('reviewForm.errors.rating'),
      headline: t('reviewForm.errors.headline'),
      headlineLong: t('reviewForm.errors.headlineLong'),
      body: t('reviewForm.errors.body'),
      bodyLong: t('reviewForm.errors.bodyLong'),
      publicName: t('reviewForm.errors.publicName'),
      publicNameLong: t('reviewForm.errors.publicNameLong'),
      image: t('reviewForm.errors.image'),
    });
    return rules.extend({
      image: rules.shape.image.refine((file) => !file || file.size <= REVIEW_IMAGE_MAX_BYTES, {
        error: t('reviewForm.errors.imageTooLarge', {
          size: formatFileSize(REVIEW_IMAGE_MAX_BYTES),
        }),
      }),
    });
  }, [t]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(schema),
    defaultValues: { headline: '', body: '', publicName: defaultName, image: null },
  });
  const image = useWatch({ control, name: 'image' });

  const submit = handleSubmit(async (values) => {
    try {
      const created = await createReview({
        productId,
        rating: values.rating,
        headline: values.headline,
        body: values.body,
        publicName: values.publicName,
        locale: contentLocale,
        image: values.image ?? null,
      });
      onCreated(created);
    } catch (error) {
      const code = errorCodeOf(error);
      const problem = reviewImageProblem(error);
      if (problem?.kind === 'tooLarge') {
        setError('image', {
          message: t('reviewForm.errors.imageTooLarge', { size: problem.size }),
        });
      } else if (problem?.kind === 'tooManyPixels') {
        setError('image', {
          message: t('reviewForm.errors.imageTooManyPixels', {
            side: problem.side,
            megapixels: problem.megapixels,
          }),
        });
      } else if (code === 'REVIEW_IMAGE_TYPE') {
        setError('image', { message: t('reviewForm.errors.image') });
      } else if (code === 'REVIEW_RATING_REQUIRED') {
        setError('rating', { message: t('reviewForm.errors.rating') });
      } else if (code === 'RATE_LIMITED' || (error instanceof ApiError && error.status === 429)) {
        setError('root', { message: t('reviewForm.errors.rateLimited') });
      } else {
        setError('root', { message: t('reviewForm.errors.submit') });
      }
    }
  });

  const clearImage = () => {
    setValue('image', null, { shouldValidate: true });
    if (fileRef.current) fileRef.current.value = '';
  };
  const { ref: fileFieldRef } = register('image');

  return (
    <form
      className={styles.reviewForm}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="review-form"
    >
      <h3>{t('reviewForm.title')}</h3>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset
            className={styles.ratingField}
            aria-describedby={errors.rating ? `${ids.rating}-error` : undefined}
          >
            <legend>{t('reviewForm.rating')}</legend>
            <div className={styles.ratingStars}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className={n <= (field.value ?? 0) ? styles.starOn : styles.starOff}>
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    ref={n === 1 ? field.ref : undefined}
                    className="ui-visually-hidden"
                    aria-invalid={errors.rating ? true : undefined}
                  />
                  <span aria-hidden="true">★</span>
                  <span className="ui-visually-hidden">
                    {t('reviewForm.ratingOption', { count: n })}
                  </span>
                </label>
              ))}
            </div>
            {errors.rating?.message ? (
              <span id={`${ids.rating}-error`} className="ui-field-error" role="alert">
                {errors.rating.message}
              </span>
            ) : null}
          </fieldset>
        )}
      />
      <TextField
        label={t('reviewForm.headline')}
        maxLength={REVIEW_LIMITS.headline}
        error={errors.headline?.message}
        {...register('headline')}
      />
      <TextAreaField
        label={t('reviewForm.body')}
        maxLength={REVIEW_LIMITS.body}
        rows={5}
        error={errors.body?.message}
        {...register('body')}
      />
      <TextField
        label={t('reviewForm.publicName')}
        maxLength={REVIEW_LIMITS.publicName}
        autoComplete="nickname"
        error={errors.publicName?.message}
        {...register('publicName')}
      />
      <div className="ui-field">
        <label htmlFor={ids.image}>{t('reviewForm.image')}</label>
        <input
          id={ids.image}
          type="file"
          accept="image/png,image/jpeg"
          data-testid="review-image"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? `${ids.image}-error` : undefined}
          ref={(el) => {
            fileRef.current = el;
            fileFieldRef(el);
          }}
          onChange={(e) => setValue('image', e.target.files?.[0] ?? null, { shouldValidate: true })}
        />
        {image ? (
          <button type="button" className={styles.linkButton} onClick={clearImage}>
            {t('reviewForm.removeImage')}
          </button>
        ) : null}
        {errors.image?.message ? (
          <span id={`${ids.image}-error`} className="ui-field-error" role="alert">
            {errors.image.message}
          </span>
        ) : null}
      </div>
      {errors.root?.message ? (
        <p id={ids.root} className="ui-field-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('reviewForm.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {t('reviewForm.submit')}
        </Button>
      </div>
    </form>
  );
}
