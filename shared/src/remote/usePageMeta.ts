import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/** Sets the document title ('<page> | <shop>') and meta description of the current page. */
export function usePageMeta(title: string | undefined, description?: string): void {
  const { t } = useTranslation('common');
  const shop = t('shopName');
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${shop}`;
    if (description !== undefined) {
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (el) => el.setAttribute('content', description),
      );
    }
  }, [title, description, shop]);
}
