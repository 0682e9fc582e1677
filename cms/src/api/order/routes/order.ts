/** Read-only order endpoints for members (orders are created by checkout on the server). */
export default {
  routes: [
    { method: 'GET', path: '/orders', handler: 'order.find', config: { policies: [] } },
    {
      method: 'GET',
      path: '/orders/:documentId',
      handler: 'order.findOne',
      config: { policies: [] },
    },
  ],
};
