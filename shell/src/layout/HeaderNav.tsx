import { useId, useRef } from 'react';
import { type Locale } from '@teashop/contracts';
import { ShopLink, useHoverDisclosure } from '@teashop/ui';
import type { HeaderContent, MenuLink, SubMenu } from './types';
import { menuHref } from './menuHref';
import styles from './Header.module.css';

function MenuAnchor({
  item,
  locale,
  className,
}: {
  item: MenuLink;
  locale: Locale;
  className?: string;
}) {
  const target = menuHref(item.link, locale);
  if (!target) return <span className={className}>{item.label}</span>;
  return (
    <ShopLink href={target.href} external={target.external} className={className}>
      {item.label}
    </ShopLink>
  );
}

function DropdownItem({
  item,
  locale,
  subMenu,
}: {
  item: MenuLink;
  locale: Locale;
  subMenu: SubMenu[];
}) {
  const { open, setOpen, hover, toggle } = useHoverDisclosure();
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <li
      className={styles.dropdown}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation(); // closes this submenu only, not the phone menu around it
        setOpen(false);
        trigger.current?.focus();
      }}
      onBlur={(e) => {
        // Focus leaving the menu (Tab past its last link, Shift+Tab before it) closes it.
        const next = e.relatedTarget as Node | null;
        if (open && next && !e.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span>{item.label}</span> <span aria-hidden="true">▾</span>
      </button>
      {/* Shown by the button's aria-expanded (Header.module.css), which a tap held before the
          header is live flips at once. */}
      <div
        id={panelId}
        className={styles.dropdownPanel}
        onClick={(e) => {
          // Choosing a category (click, or Enter on its link) leaves the menu closed on the new page.
          if ((e.target as Element).closest('a')) setOpen(false);
        }}
      >
        {subMenu.map((group, index) => (
          <div key={group.id ?? index}>
            <h3>{group.title}</h3>
            <ul>
              {group.list.map((link, i) => (
                <li key={link.id ?? i}>
                  <MenuAnchor item={link} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </li>
  );
}

/** The cms's header menu: links, and dropdowns for items with submenus. */
export function HeaderNavList({
  items,
  locale,
}: {
  items: NonNullable<HeaderContent['headerMenuItem']>;
  locale: Locale;
}) {
  return (
    <ul className={styles.navList}>
      {items.map((item, index) =>
        item.subMenu && item.subMenu.length > 0 ? (
          <DropdownItem key={item.id ?? index} item={item} locale={locale} subMenu={item.subMenu} />
        ) : (
          <li key={item.id ?? index}>
            <MenuAnchor item={item} locale={locale} className={styles.navLink} />
          </li>
        ),
      )}
    </ul>
  );
}
