/**
 * Product and article search (cms/docs/search.md): public, read-only, answered from the
 * in-memory index of published content.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/search',
      handler: 'search.search',
      config: { auth: false, policies: [] },
    },
    {
      method: 'GET',
      path: '/search/suggest',
      handler: 'search.suggest',
      config: { auth: false, policies: [] },
    },
  ],
};
