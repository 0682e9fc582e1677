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
  /**
   * The search as the shopper left the shell's plain form when the fragment took over: open, with
   * what they typed. The fragment opens with it, its field focused. A fragment that takes this
   * exports `prepare(locale)` beside its component (`HeaderSearchModule`).
   */
  opened?: { query: string };
}

/**
 * What a module exposed as `./HeaderSearch` may give beside its component: `prepare` loads what the
 * fragment needs to show at once (its texts in the page's language). The shell swaps its plain
 * form for the fragment only once it resolves, handing over an open search (`opened`), so nothing
 * the shopper typed is lost. Without it the shell keeps an open plain form until it is closed.
 */
export interface HeaderSearchModule {
  prepare?: (locale: Locale) => Promise<void>;
}
