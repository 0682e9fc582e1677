import { type ReactNode, use } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@teashop/contracts';
import { i18next, loadNamespace, type TranslationSource } from './i18n';

/** What a fragment waits for, one promise per namespace and language (as `use` needs). */
const waiting = new Map<string, Promise<void>>();

/**
 * A namespace in the page's language, suspending (to the nearest Suspense boundary) until it is
 * loaded. The package gives only `WithNamespace`, which calls it in a component of its own (see
 * there why).
 */
export function useNamespace(ns: string, source: TranslationSource): void {
  const locale = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  if (i18next.isInitialized && i18next.hasResourceBundle(locale, ns)) return;
  const key = `${locale}:${ns}`;
  let pending = waiting.get(key);
  if (!pending) {
    pending = loadNamespace(ns, source, locale).finally(() => waiting.delete(key));
    waiting.set(key, pending);
  }
  use(pending);
}

/**
 * Renders `children` once `ns` is loaded in the page's language, suspending (to the nearest
 * Suspense boundary) until then. Kept apart from the component that uses the strings: a
 * component that suspends while it first mounts is rendered again from the start, and one whose
 * own hooks came after the wait would then see a different set of them.
 */
export function WithNamespace({
  ns,
  source,
  children,
}: {
  ns: string;
  source: TranslationSource;
  children: ReactNode;
}) {
  useNamespace(ns, source);
  return children;
}
