import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focusTrap';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

/** Modal dialog, 446 px wide: focus moves in, is trapped, Escape closes, focus returns on close. */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current;
    if (node) (focusableIn(node)[0] ?? node).focus();
    return () => previous?.focus?.();
  }, [open]);
  if (!open) return null;
  return createPortal(
    <div
      className="ui-dialog-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="ui-dialog"
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          } else if (ref.current) {
            trapTab(e, ref.current);
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <div>{children}</div>
        {actions ? <div className="ui-dialog-actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
