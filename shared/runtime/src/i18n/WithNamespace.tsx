import type { ReactNode } from 'react';
import { type TranslationSource, useNamespace } from './i18n';

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
