import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string;
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** Labelled 48 px input; its error is linked with aria-describedby and announced. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        className={['ui-input', className ?? ''].join(' ').trim()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      {error ? (
        <span id={errorId} className="ui-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
});

export type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, id, className, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    const errorId = `${inputId}-error`;
    return (
      <div className="ui-field">
        <label htmlFor={inputId}>{label}</label>
        <textarea
          ref={ref}
          id={inputId}
          className={['ui-input', className ?? ''].join(' ').trim()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        {error ? (
          <span id={errorId} className="ui-field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  },
);
