/**
 * The part of react-i18next the shop shares at run time (federation.ts, `CURATED_ENTRIES`): every
 * app's `import … from 'react-i18next'` is served from this module, so the shared singleton holds
 * what the shop uses (about 3 KiB compressed) rather than the whole package with `Trans` and its
 * markup parser, the HOCs and the SSR helpers (about 10 KiB).
 *
 * Compiled into the browser bundles. Adding a name: add it here and ship the shell first (it
 * provides the singleton); `curatedEntries.test.ts` fails while an app imports a name missing here.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
