/** Draft preview: whether a preview token is valid (asked by the shop server for every preview page). */
export default {
  routes: [
    {
      method: 'GET',
      path: '/preview/check',
      handler: 'preview.check',
      config: { auth: false },
    },
  ],
};
