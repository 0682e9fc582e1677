import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaContext, type Locale, addNamespace, initI18n, localePrefix } from '@teashop/shared';
import translations from '../i18n';

/** Renders a piece of the content area as the shell would: i18n, locale context and a router. */
export async function renderInArea(ui: ReactElement, { locale = 'en' as Locale, path = '/' } = {}) {
  await initI18n(locale);
  addNamespace('mf-content', translations);
  return render(
    <AreaContext.Provider value={{ locale, basePath: localePrefix(locale) }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AreaContext.Provider>,
  );
}

/** A JSON response for a mocked fetch. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
