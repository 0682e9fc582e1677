import type { Locale } from './locale';

/**
 * Props of the header's search, a fragment exposed by mf-catalog as `./HeaderSearch` and shown in
 * the shell's header (the shell server-renders a plain search form in its place).
 */
export interface HeaderSearchProps {
  locale: Locale;
  /** The page's path: the search closes when the shopper lands on another page. */
  pathname: string;
  /** Called when the search opens (the phone menu closes). */
  onOpen?: () => void;
}
