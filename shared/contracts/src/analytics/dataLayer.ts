declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price: number;
  quantity: number;
  item_category?: string;
  index?: number;
}

export function pushDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

/** GA4 ecommerce event; the previous ecommerce object is cleared first, as GA4 recommends. */
export function pushEcommerce(
  event:
    | 'view_item_list'
    | 'view_item'
    | 'add_to_cart'
    | 'remove_from_cart'
    | 'begin_checkout'
    | 'add_shipping_info'
    | 'add_payment_info'
    | 'purchase',
  data: { currency: string; value: number; items: AnalyticsItem[]; [key: string]: unknown },
): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({ event, ecommerce: data });
}

export function pushPageView(path: string, locale: string, title: string): void {
  pushDataLayer({
    event: 'page_view',
    page_path: path,
    page_location: typeof location === 'undefined' ? path : location.href,
    page_title: title,
    language: locale,
  });
}

/** GA4 `search`: the shopper asked for results of a term. */
export function pushSearch(term: string): void {
  pushDataLayer({ event: 'search', search_term: term });
}

/** GA4 `view_search_results`: a results page for a term was shown. */
export function pushViewSearchResults(term: string, resultCount: number): void {
  pushDataLayer({ event: 'view_search_results', search_term: term, result_count: resultCount });
}
