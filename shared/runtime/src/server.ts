/**
 * The area runtime's server side, for a remote's `server.tsx` and the shop server: rendering an
 * area to HTML with its data, and the per-request member and preview scopes.
 */
export * from './ssr/renderArea';
export * from './ssr/renderToHtml';
export {
  createIslandRenderer,
  fillRemoteIslands,
  type RemoteIslandHost,
  type RemoteIslandRenderer,
  type RemoteIslandRenderRequest,
} from './ssr/remoteIslands';
export * from './ssr/pageMeta';
export * from './auth/serverScope';
export * from './preview/serverScope';
export { default as commonTranslations } from './i18n/common/all';
export { createI18nInstance } from './i18n/serverInstance';
export * from './cart/serverAdd';
export { generateCartId, isCartId } from './cart/cartId';
export { fetchServerCart, type CartOwner } from './cart/cartApi';
