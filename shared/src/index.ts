export * from './locale';
export * from './routes/routeTable';
export * from './search/searchUrl';
export * from './config/runtimeConfig';
export * from './api/client';
export * from './auth/cookies';
export * from './auth/authStore';
export {
  NO_SESSION_HEADER,
  currentMemberToken,
  signedInCookieName,
  tokenClaims,
  type TokenClaims,
} from './auth/sessionCookie';
export * from './cart/cartStore';
export * from './bus/events';
export * from './bus/eventBus';
export type { HeaderSearchProps } from './contracts/fragments';
export * from './i18n/i18n';
export * from './format/date';
export * from './format/personName';
export * from './format/postalAddress';
export * from './security/safeHref';
export * from './security/useSanitizedHtml';
export * from './analytics/dataLayer';
export * from './ui/tokens';
export * from './ui/Button';
export * from './ui/TextField';
export * from './ui/Dialog';
export * from './ui/Popover';
export * from './ui/toast';
export * from './ui/ErrorBoundary';
export * from './ui/focusTrap';
export * from './ui/icons';
export * from './remote/LocaleContext';
export * from './remote/AreaFallback';
export * from './remote/createRemoteApp';
import './ui/ui.css';
export * from './content';
export type * as Wire from './contracts/wire.generated';
export type * from './contracts/checkout';
import './content/content.css';
export * from './ui/ErrorPages';
export * from './ui/ShopLink';
export * from './remote/leaveGuard';
export * from './cart/cartActions';
export * from './cart/cartQuantity';
export * from './cart/cartMessages';
export type { ServerCart } from './cart/cartApi';
export * from './remote/startStandalone';
export { ServerValuesContext, useServerValue, type ServerValues } from './ssr/serverValues';
export * from './ssr/embeddedData';
export {
  useShopQuery,
  useShopPages,
  useMarkOutOfDate,
  fetchShopQuery,
  fetchShopPages,
  type ShopQuery,
  type ShopPages,
  type ShopKey,
  type Loader,
  type ListPage,
  type PagesDefinition,
} from './data/useShopQuery';
export {
  route,
  type AreaRouteMap,
  type RouteEntry,
  type LoadContext,
  type MetaContext,
  type PageHeadMeta,
} from './routes/routeMap';
export { absoluteMediaUrl, previewImage } from './routes/metaImages';
export * from './ui/useHydrated';
export * from './island/afterPageIdle';
export * from './island/lazyIsland';
export * from './preview';
