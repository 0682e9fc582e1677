import { type AreaRouteMap, route } from '@teashop/runtime';
import { CartPage } from './features/cart/CartPage';

const pageLoading = <div className="ui-skeleton" style={{ height: 360 }} aria-busy="true" />;

/**
 * Pages of the mf-cart-checkout area, by their names in the route table (paths, access and layout
 * are the table's). Checkout (forms, payment provider) and the payment result are their own
 * chunks: nothing of them loads with the cart.
 */
export const routes = {
  cart: route({
    component: CartPage,
    meta: (_, { t }) => ({ title: t('pages.cart.title') }),
  }),
  checkout: route({
    lazy: () => import('./features/checkout/CheckoutPage').then((m) => m.CheckoutPage),
    fallback: pageLoading,
    meta: (_, { t }) => ({ title: t('pages.checkout.title') }),
  }),
  complete: route({
    lazy: () => import('./features/complete/CompletePage').then((m) => m.CompletePage),
    fallback: pageLoading,
    meta: (_, { t }) => ({ title: t('pages.complete.title') }),
  }),
} satisfies AreaRouteMap<'mf-cart-checkout'>;
