/**
 * Reviews: public reads (hidden reviews left out), `POST /reviews` for members who received the
 * tea, and `GET /reviews/eligibility?product=<documentId>` telling the signed-in member whether
 * they may review it (before `/reviews/:id`, which would take the word as an id).
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/reviews/eligibility',
      handler: 'review.eligibility',
      config: { policies: [] },
    },
    { method: 'GET', path: '/reviews', handler: 'review.find', config: { policies: [] } },
    { method: 'GET', path: '/reviews/:id', handler: 'review.findOne', config: { policies: [] } },
    { method: 'POST', path: '/reviews', handler: 'review.create', config: { policies: [] } },
  ],
};
