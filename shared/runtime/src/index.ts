/**
 * The area runtime: what a remote needs to run in the shop, once per page (a federation
 * singleton): its browser lifecycle and standalone start, routes built from the route table, the
 * one data layer, the API client, the member's session, the cart read-only (`useCart`, `readCart`,
 * `watchCart`: only the cart team's engine changes it, through `@teashop/runtime/cart-owner`),
 * i18n, preview and islands. Its server side is `@teashop/runtime/server`; the form primitives are
 * `@teashop/runtime/forms`.
 */
export * from './api/client';
export * from './auth/cookies';
export * from './auth/authStore';
export { currentMemberToken } from './auth/sessionCookie';
export * from './cart/cartFacade';
export { CART_ID_KEY, CART_PENDING_KEY, cartHasUnfinishedWork } from './cart/cartWake';
export * from './i18n/i18n';
export { WithNamespace } from './i18n/WithNamespace';
export * from './remote/AreaFallback';
export * from './remote/createRemoteApp';
export * from './cart/cartQuantity';
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
export * from './island/afterPageIdle';
export * from './island/nextPaint';
export * from './island/useTypedBeforeLive';
export * from './island/lazyIsland';
export { island, type IslandProps, type IslandValue } from './island/island';
export {
  RemoteIsland,
  setRemoteIslandLoader,
  type MountedIsland,
  type RemoteIslandMount,
  type RemoteIslandsModule,
} from './island/remoteIsland';
export { exposeIslands, type TeamIslands } from './island/exposeIslands';
export * from './preview';

export { preloadRoute, preloadIslands } from './routes/routeCode';
export { usePageAddress, type PageAddress } from './ssr/AreaTree';
export * from './ssr/renderInSlices';
export * from './data/queryClient';
export * from './data/AreaData';
