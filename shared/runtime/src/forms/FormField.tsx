import { useId, type InputHTMLAttributes } from 'react';
import { get, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@teashop/ui';

export type FormFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/**
 * A TextField registered with the surrounding react-hook-form form (FormProvider). The field's
 * validation message is an i18n key with its namespace (`common:validation.cityRequired`,
 * `mf-member:validation.emailRequired`); a key without one resolves in `common`. A number after
 * `#` is passed as `max` (`common:validation.tooLong#200`).
 */
export function FormField<T extends FieldValues>({ name, label, ...input }: FormFieldProps<T>) {
  const { t } = useTranslation();
  const limitId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<T>();
  const value: unknown = useWatch({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const [key = '', max] = typeof message === 'string' ? message.split('#') : [];
  const error = key ? t(key, max ? { max: Number(max) } : undefined) : undefined;
  // At its limit the field says so: typing stops there, nothing is cut silently.
  const atLimit =
    !error &&
    input.maxLength !== undefined &&
    typeof value === 'string' &&
    value.length >= input.maxLength;
  return (
    <>
      <TextField
        label={label}
        error={error}
        {...input}
        {...(atLimit ? { 'aria-describedby': limitId } : {})}
        {...register(name)}
      />
      {atLimit ? (
        <span id={limitId} className="ui-field-error ui-field-limit" role="status">
          {t('common:validation.atLimit', { max: input.maxLength })}
        </span>
      ) : null}
    </>
  );
}
