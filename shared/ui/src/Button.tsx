import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from './useHydrated';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  busy?: boolean;
  /**
   * A submit button whose form the shop server takes as it is (a POST that carries nothing
   * private): it works before the page is live instead of waiting for it.
   */
  sendsBeforeLive?: boolean;
  children: ReactNode;
}

/** Button with a busy state that keeps its label readable and announces progress. */
export function Button({
  variant = 'primary',
  busy = false,
  children,
  className,
  disabled,
  type,
  sendsBeforeLive = false,
  ...rest
}: ButtonProps) {
  // A form sent by the browser itself, before the page is live, would put what was typed (a
  // password) in the address: submit buttons of server-rendered pages wait for hydration.
  const live = useHydrated();
  const classes = [
    'ui-button',
    variant !== 'primary' ? `ui-button--${variant}` : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy || (type === 'submit' && !live && !sendsBeforeLive)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
