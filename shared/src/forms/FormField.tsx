import type { InputHTMLAttributes } from 'react';
import { get, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@teashop/shared';

export type FormFieldProps<T extends FieldValues> = {
  name: Path<T>;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/**
 * A TextField registered with the surrounding react-hook-form form (FormProvider). The field's
 * validation message is an i18n key with its namespace (`common:validation.cityRequired`,
 * `mf-member:validation.emailRequired`); a key without one resolves in `common`.
 */
export function FormField<T extends FieldValues>({ name, label, ...input }: FormFieldProps<T>) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <TextField
      label={label}
      error={typeof message === 'string' && message ? t(message) : undefined}
      {...input}
      {...register(name)}
    />
  );
}
