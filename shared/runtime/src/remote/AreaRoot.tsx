import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { type AreaProps, AreaTree } from '../ssr/AreaTree';
import { areaClient } from '../data/areaClients';
import { AreaRoutes } from '../routes/areaRoutes';
import type { AreaPages } from './areaPages';

/**
 * The area in the browser with its router, its cache holding the data the server embedded for the
 * first page. Its own module: a page of islands never loads it (nor the router).
 */
export function AreaRoot(
  props: AreaProps & {
    pages: AreaPages;
    initialData?: Record<string, unknown> | null;
    standalone?: boolean;
  },
) {
  const { name, locale, basePath, pages, initialData, standalone } = props;
  const [client] = useState(() => areaClient(name, initialData));
  return (
    <AreaTree name={name} locale={locale} basePath={basePath} client={client}>
      <BrowserRouter basename={basePath || undefined}>
        <AreaRoutes name={pages.name} routes={pages.routes} standalone={standalone} />
      </BrowserRouter>
    </AreaTree>
  );
}
