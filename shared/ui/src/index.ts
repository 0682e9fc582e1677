/**
 * The shop's UI kit: primitives, error pages, links that know the shopper's language, the content
 * kit for rich text from the cms, formatting and sanitizing. Presentational: no data fetching and
 * no page-wide state beyond the toast's bus event.
 */
import './ui.css';
import './content/content.css';
export * from './tokens';
export * from './Button';
export * from './TextField';
export * from './Dialog';
export * from './Popover';
export * from './toast';
export * from './ErrorBoundary';
export * from './focusTrap';
export * from './icons';
export * from './ErrorPages';
export * from './ShopLink';
export * from './useHydrated';
export * from './remote/LocaleContext';
export * from './remote/leaveGuard';
export * from './content';
export * from './format/date';
export * from './format/personName';
export * from './format/postalAddress';
export * from './security/safeHref';
export * from './security/useSanitizedHtml';
