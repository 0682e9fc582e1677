/** Unit tests of every front-end workspace; the cms runs its own (integration) suite. */
module.exports = {
  projects: ['shared', 'shell', 'mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content'].map(
    (w) => `<rootDir>/${w}/jest.config.js`,
  ),
};
