import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AreaContext, addNamespace, initI18n, type Locale, localePrefix } from '@teashop/shared';
import translations from '../i18n';

/** The current URL of the test router, written into the page for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function setupI18n(locale: Locale = 'en') {
  await initI18n(locale);
  addNamespace('mf-catalog', translations);
}

/** Renders a page of this area at a URL, as the shell would mount it. */
export function renderAt(url: string, path: string, element: ReactElement, locale: Locale = 'en') {
  return render(
    <AreaContext.Provider value={{ locale, basePath: localePrefix(locale) }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AreaContext.Provider>,
  );
}
