/**
 * What the shop's apps agree on: locales, the route table, the bus events and their bus, error
 * codes, wire types, the runtime configuration the shell hands over, and how releases declare the
 * versions they need. Plain TypeScript with no React: the shop server and the build read it too.
 */
export * from './locale';
export * from './pageGlobals';
export * from './routes/routeTable';
export * from './routes/aliases';
export * from './search/searchUrl';
export * from './config/runtimeConfig';
export * from './session';
export * from './cartForm';
export type { CartItemRequest, EventDetail, EventName, EventPayload } from './bus/events';
export * from './bus/eventBus';
export * from './analytics/dataLayer';
export * from './api/errorCodes';
export * from './cart';
export type * from './address';
export type * from './checkout';
export type * from './fragments';
export type * from './content/types';
export type * as Wire from './wire.generated';
export * from './remote/compatibility';
export * from './remote/versionRange';
export * from './remote/serverBundlePath';
export * from './remote/serverShared';
export * from './security/remoteUrl';
