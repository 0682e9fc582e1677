import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { tokens } from './tokens';

export interface PopoverProps {
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text. */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
  className?: string;
}

/**
 * Whether the device has a real pointer that hovers. Touch screens report a "hover" on every tap,
 * which would reopen a menu the tap just closed, so they get click-only menus.
 */
function canHover(): boolean {
  return window.matchMedia?.('(hover: hover)').matches ?? true;
}

/**
 * Open state of a menu that opens on click, and on hover after the popover delay where the device
 * hovers. A click cancels a pending hover, so pointing and then clicking still toggles.
 */
export function useHoverDisclosure() {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const hover = (next: boolean) => {
    if (!canHover()) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), tokens.popoverHoverDelayMs);
  };
  const toggle = () => {
    window.clearTimeout(timer.current);
    setOpen((v) => !v);
  };
  return { open, setOpen, hover, toggle };
}

/**
 * Disclosure menu: opens on click or Enter/Space, and on hover after 100 ms where the device hovers; Escape closes and
 * returns focus to the trigger; focus leaving the menu closes it.
 */
export function Popover({ label, ariaLabel, children, className }: PopoverProps) {
  const { open, setOpen, hover, toggle } = useHoverDisclosure();
  const trigger = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return undefined;
    const onDocClick = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open, setOpen]);

  return (
    <div
      ref={wrapper}
      className={['ui-popover', className ?? ''].join(' ').trim()}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
      onBlur={(e) => {
        // Focus leaving the menu (Tab past its last item) closes it.
        const next = e.relatedTarget as Node | null;
        if (open && next && !e.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="ui-button ui-button--ghost"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={toggle}
      >
        {label}
      </button>
      <div id={panelId} className="ui-popover-panel" hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
