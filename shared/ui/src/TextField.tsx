import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: string;
  error?: string;
}

/** Label, control and error message, linked for assistive technology. */
function FieldFrame({
  id,
  label,
  error,
  children,
}: FieldProps & { id: string; children: (aria: Record<string, unknown>) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <span id={errorId} className="ui-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const inputClass = (className?: string) => ['ui-input', className ?? ''].join(' ').trim();

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** Labelled 48 px input; its error is linked with aria-describedby and announced. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  return (
    <FieldFrame id={id ?? autoId} label={label} error={error}>
      {(aria) => <input ref={ref} className={inputClass(className)} {...aria} {...rest} />}
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, id, className, ...rest }, ref) {
    const autoId = useId();
    return (
      <FieldFrame id={id ?? autoId} label={label} error={error}>
        {(aria) => <textarea ref={ref} className={inputClass(className)} {...aria} {...rest} />}
      </FieldFrame>
    );
  },
);
