/**
 * Cart endpoints. Ownership is derived on the server (JWT user, or the X-Cart-Id header for an
 * anonymous cart); see the controller. Public and authenticated roles get these actions in bootstrap
 * (merge: authenticated only).
 */
export default {
  routes: [
    { method: 'GET', path: '/carts', handler: 'cart.find', config: { policies: [] } },
    { method: 'POST', path: '/carts/merge', handler: 'cart.merge', config: { policies: [] } },
    {
      method: 'GET',
      path: '/carts/:documentId',
      handler: 'cart.findOne',
      config: { policies: [] },
    },
    { method: 'POST', path: '/carts', handler: 'cart.create', config: { policies: [] } },
    { method: 'PUT', path: '/carts/:documentId', handler: 'cart.update', config: { policies: [] } },
    {
      method: 'DELETE',
      path: '/carts/:documentId',
      handler: 'cart.delete',
      config: { policies: [] },
    },
  ],
};
