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
 * The product list shows each tea's stock, next to its name, with "Low" (under its threshold) or
 * "Sold out", in place of the bare number: any list whose type has a low-stock threshold.
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
  // beside the tea's name, where a manager scanning the list looks (not off to the right)
  const others = displayedHeaders.filter((header) => header.name !== 'stock');
  const at = others.findIndex((header) => header.name === 'name') + 1 || others.length;
  return { displayedHeaders: [...others.slice(0, at), column, ...others.slice(at)], layout };
};

/** What a shop manager scans an order list for, in this order. */
const ORDER_COLUMNS: Array<[name: string, type: string, label: string]> = [
  ['number', 'string', 'Number'],
  ['orderStatus', 'enumeration', 'Status'],
  ['paymentStatus', 'enumeration', 'Payment'],
  ['placedAt', 'datetime', 'Placed'],
  ['grandTotal', 'decimal', 'Total'],
  ['currency', 'enumeration', 'Currency'],
];

/** The order list shows number, status, payment, date and total (the filters work on the same). */
const orderColumns = ({ displayedHeaders, layout }: ListHeaders): ListHeaders => {
  if (!layout.metadatas || !('orderStatus' in layout.metadatas)) {
    return { displayedHeaders, layout };
  }
  const columns = ORDER_COLUMNS.map(([name, type, label]): ListHeader => {
    const shown = displayedHeaders.find((header) => header.name === name);
    return shown
      ? { ...shown, label }
      : { name, label, attribute: { type }, searchable: type === 'string', sortable: true };
  });
  return { displayedHeaders: columns, layout };
};

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    // The content manager types its APIs as unknown for app code: the one used here is named.
    const apis = app.getPlugin('content-manager').apis as unknown as ContentManagerApis;
    apis.addEditViewSidePanel([OrderMovesPanel, StockPanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', stockColumn);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', orderColumns);
  },
};
