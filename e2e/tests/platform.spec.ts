import { expect, test } from './fixtures';
import { AREA_PAGES, DEMO, LOCALES, apiLogin, signInBrowser } from './support';

test.describe('platform: runtime assembly, locales, routing', () => {
  for (const { locale, prefix, lang, shop } of LOCALES) {
    test(`every remote renders its page with a localized title (${locale})`, async ({ page }) => {
      await signInBrowser(page, await apiLogin(DEMO.email, DEMO.password));
      const headings: string[] = [];
      for (const [area, path] of Object.entries(AREA_PAGES)) {
        if (area === 'mf-member') continue; // /login is for anonymous visitors; covered below
        await page.goto(`${prefix}${path}`);
        const root = page.locator(`[data-boundary="${area}"]`);
        await expect(root.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(new RegExp(`${shop.replace(/[&]/g, '\\$&')}$`));
        headings.push((await root.locator('h1').first().innerText()).trim());
      }
      expect(headings.every((h) => h.length > 0)).toBe(true);
    });

    test(`the member area renders the login page (${locale})`, async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await expect(page.locator('[data-boundary="mf-member"] h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('#shell-footer footer')).toHaveCount(0); // auth layout: no footer
    });
  }

  test('page titles differ by language', async ({ page }) => {
    const titles = new Set<string>();
    for (const { prefix } of LOCALES) {
      await page.goto(`${prefix}/products`);
      await expect(page.locator('[data-boundary="mf-catalog"] h1').first()).toBeVisible();
      titles.add(await page.locator('[data-boundary="mf-catalog"] h1').first().innerText());
    }
    expect(titles.size).toBe(3);
  });

  test('client-side navigation across all four remotes keeps one React and one copy of each singleton', async ({
    page,
  }) => {
    // Every copy of react-dom registers a renderer with the devtools hook; count them.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      let id = 0;
      w.__reactRenderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          (w.__reactRenderers as number) += 1;
          return ++id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await signInBrowser(page, await apiLogin(DEMO.email, DEMO.password));
    await page.goto('/about');
    await expect(page.locator('[data-boundary="mf-content"] h1').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    for (const [area, path] of [
      ['mf-catalog', '/products'],
      ['mf-cart-checkout', '/cart'],
      ['mf-member', '/member/account'],
      ['mf-content', '/faq'],
    ] as const) {
      await page.evaluate((p) => window.history.pushState(null, '', p), path);
      await expect(page.locator(`[data-boundary="${area}"] h1`).first()).toBeVisible();
    }
    const state = await page.evaluate(() => {
      const w = window as unknown as {
        __noReload?: boolean;
        __reactRenderers: number;
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>
          >;
        };
      };
      const loadedCopies: Record<string, number> = {};
      for (const instance of Object.values(w.__FEDERATION__.__SHARE__)) {
        for (const scope of Object.values(instance)) {
          for (const [pkg, versions] of Object.entries(scope)) {
            const n = Object.values(versions).filter((v) => v.loaded || v.loading).length;
            loadedCopies[pkg] = Math.max(loadedCopies[pkg] ?? 0, n);
          }
        }
      }
      return { noReload: w.__noReload, renderers: w.__reactRenderers, loadedCopies };
    });
    expect(state.noReload).toBe(true);
    expect(state.renderers).toBe(1);
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'i18next',
      'react-i18next',
      'valtio',
      '@teashop/contracts',
      '@teashop/ui',
      '@teashop/runtime',
    ]) {
      expect(state.loadedCopies[pkg], pkg).toBe(1);
    }
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    for (const { prefix } of LOCALES) {
      const response = await page.goto(`${prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('[data-error="404"] h1')).toContainText('404');
      await expect(page.locator('[data-error="404"] a')).toHaveAttribute('href', prefix || '/');
    }
    await expect(page.locator('[data-error="404"] h1')).toHaveText('404 - ページが見つかりません');
  });

  test('an anonymous visit to /member/account lands on /login and returns after login', async ({
    page,
  }) => {
    await page.goto('/member/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Faccount$/);
    await page.getByLabel(/email/i).fill(DEMO.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(DEMO.password);
    await page.locator('[data-boundary="mf-member"] form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.locator('[data-boundary="mf-member"] h1').first()).toBeVisible();
  });

  test("a remote whose entry cannot load leaves the server's page working, and the next page is loaded whole", async ({
    page,
  }) => {
    await page.route('**/remotes/mf-catalog/remoteEntry.js', (route) => route.abort());
    await page.goto('/products');
    const catalog = page.locator('#area-mf-catalog');
    // Live as sent: its clicks are no longer held, and its forms are plain ones.
    await expect(catalog).not.toHaveAttribute('data-ssr');
    await expect(page.locator('[data-fallback="mf-catalog"]')).toHaveCount(0);
    await expect(catalog.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('#shell-header header')).toBeVisible();
    await expect(page.locator('#shell-footer footer')).toBeVisible();
    // Its links are plain ones: a card opens the product page, rendered by the server.
    await catalog.getByRole('link', { name: /West Lake Longjing/ }).click();
    await expect(page).toHaveURL(/\/products\/longjing$/);
    await expect(catalog.getByRole('heading', { level: 1 })).toHaveText('West Lake Longjing');
    await expect(catalog).not.toHaveAttribute('data-ssr');
    // A page of another area, through the shop's navigation: loaded whole, then that area's own.
    await page.evaluate(() => window.history.pushState(null, '', '/about'));
    await expect(page.locator('[data-boundary="mf-content"] h1').first()).toBeVisible();
    await expect(page.locator('[data-fallback="mf-catalog"]')).toHaveCount(0);
  });

  test('an area with nothing from the server shows its fallback while the rest works', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-catalog/remoteEntry.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('[data-boundary="mf-content"] h1').first()).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/products'));
    await expect(page.locator('[data-fallback="mf-catalog"]')).toBeVisible();
    await expect(page.locator('#shell-header header')).toBeVisible();
  });

  test('a page view is pushed to the data layer after each navigation', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('[data-boundary="mf-content"] h1').first()).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '/jp/faq'));
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
            .filter((e) => e.event === 'page_view')
            .map((e) => e.page_path),
        ),
      )
      .toEqual(['/about', '/jp/faq']);
  });
});
