import { island, lazyIsland } from '@teashop/runtime';

/*
 * The home page's one island. The sign-up form (and react-hook-form with it) is hydrated when it
 * comes into view. Its own module: the browser loads it, not the page's code.
 */
export const NewsletterSignup = island(
  'mf-content/newsletter',
  lazyIsland('newsletter', () =>
    import('../newsletter/NewsletterSignup').then((m) => m.NewsletterSignup),
  ),
);
