import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styles from './faq.module.css';

export interface AccordionItem {
  key: string;
  heading: string;
  body: string;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): each heading holds a button with aria-expanded and
 * aria-controls; Enter and Space toggle (native buttons), Arrow keys, Home and End move between
 * headings. Several panels may be open at once.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {/* Without scripts the buttons cannot open the answers: they are all shown. */}
      <noscript>
        <style>{`.${styles.panel}{display:block!important}.${styles.icon}{display:none}`}</style>
      </noscript>
      {items.map((item, index) => {
        const expanded = open.has(item.key);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.key} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.key)}
                onKeyDown={(e) => onKeyDown(e, index)}
              >
                <span>{item.heading}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h2>
            {/* Shown by the button's aria-expanded (faq.module.css), which a tap held before the
                page is live flips at once. */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel}>
              {item.body.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
