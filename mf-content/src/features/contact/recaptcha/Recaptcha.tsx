import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@teashop/ui';
import { loadRecaptcha } from './loadRecaptcha';
import type { Grecaptcha } from './types';
import styles from '../contact.module.css';

export interface RecaptchaHandle {
  /** The current token, '' when the challenge is not (or no longer) solved. */
  getResponse(): string;
  reset(): void;
}

export interface RecaptchaProps {
  ref?: Ref<RecaptchaHandle>;
  /** Called with the token when solved, and with '' when it expires or fails. */
  onChange: (token: string) => void;
  error?: string;
  errorId: string;
}

/** The reCAPTCHA v2 checkbox (Google's or the local stand-in), rendered explicitly. */
export function Recaptcha({ ref, onChange, error, errorId }: RecaptchaProps) {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onChangeRef = useRef(onChange);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    getResponse: () => (widget.current ? widget.current.api.getResponse(widget.current.id) : ''),
    reset: () => {
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    // A fresh element per mount: a rendered widget cannot be rendered twice into one element.
    const holder = document.createElement('div');
    container.current?.appendChild(holder);
    loadRecaptcha(locale).then(
      ({ api, siteKey }) => {
        if (cancelled) return;
        const id = api.render(holder, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(''),
          'error-callback': () => onChangeRef.current(''),
        });
        widget.current = { api, id };
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widget.current = null;
      holder.remove();
    };
  }, [locale]);

  return (
    <div className={styles.captcha} data-field="captcha">
      <div
        ref={container}
        className={styles.captchaWidget}
        aria-describedby={error ? errorId : undefined}
      />
      {failed ? (
        <p role="alert" className="ui-field-error">
          {t('contact.captchaUnavailable')}
        </p>
      ) : null}
      {error ? (
        <span id={errorId} role="alert" className="ui-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
