import { ApiError, authState } from '@teashop/runtime';
import { fetchOrder, fetchOrders } from '../features/member/memberApi';

/** Orders per page of the member's order list. */
export const ORDERS_PAGE_SIZE = 5;

/** The first part of every key of the member's own data (see `forgetOnLeave`). */
export const MEMBER_DATA = 'member';

/**
 * The signed-in member whose data is read: the member's id from the session's marker, or null
 * when nobody is signed in (nothing is asked then: the shell is on its way to the log-in page).
 */
export const currentMember = (): string | null => authState.token;

/**
 * What the member centre reads, each as its cache key and loader: the pages' `useShopQuery` and
 * the routes' `load` use the same ones. Every key names the member, so one member never sees what
 * another read in the same tab; without a member the key is null (nothing is loaded).
 */
export const queries = {
  orders: (member: string | null, page: number) =>
    [
      member === null ? null : [MEMBER_DATA, member, 'orders', page],
      (signal: AbortSignal) => fetchOrders(page, ORDERS_PAGE_SIZE, signal),
    ] as const,
  order: (member: string | null, documentId: string) =>
    [
      member === null ? null : [MEMBER_DATA, member, 'order', documentId],
      (signal: AbortSignal) => fetchOrder(documentId, signal),
    ] as const,
};

/** Another member's order, or one that does not exist: the same not-found page, nothing leaks. */
export const isOrderNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);
