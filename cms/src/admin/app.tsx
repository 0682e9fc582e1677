import type { StrapiApp } from '@strapi/strapi/admin';
import { OrderMovesPanel } from './orders/OrderMovesPanel';
import { StockCell } from './products/StockCell';
import { StockPanel } from './products/StockPanel';

interface ContentManagerApis {
  addEditViewSidePanel(panels: unknown[]): void;
}

/** A column of the content manager's list view, as its table-headers hook passes them. */
interface ListHeader {
  name: string;
  label: string | { id: string; defaultMessage: string };
  attribute: { type: string };
  searchable: boolean;
  sortable: boolean;
  cellFormatter?: (row: Record<string, unknown>) => unknown;
}

interface ListHeaders {
  displayedHeaders: ListHeader[];
  layout: { metadatas?: Record<string, unknown> };
}

/**
 * The product list shows each tea's stock with "Low" (under its threshold) or "Sold out", in place
 * of the bare number: any list whose type has a low-stock threshold.
 */
const stockColumn = ({ displayedHeaders, layout }: ListHeaders): ListHeaders => {
  if (!layout.metadatas || !('lowStockThreshold' in layout.metadatas)) {
    return { displayedHeaders, layout };
  }
  const column: ListHeader = {
    name: 'stock',
    label: 'Stock',
    attribute: { type: 'integer' },
    searchable: false,
    sortable: true,
    cellFormatter: (row) => <StockCell stock={row.stock} threshold={row.lowStockThreshold} />,
  };
  const others = displayedHeaders.filter((header) => header.name !== 'stock');
  return { displayedHeaders: [...others, column], layout };
};

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    // The content manager types its APIs as unknown for app code: the one used here is named.
    const apis = app.getPlugin('content-manager').apis as unknown as ContentManagerApis;
    apis.addEditViewSidePanel([OrderMovesPanel, StockPanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', stockColumn);
  },
};
