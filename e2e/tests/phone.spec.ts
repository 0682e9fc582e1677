import { type Locator, type Page, expect, test } from './fixtures';
import { LOCALES, signInBrowser } from './support';
import { cmsApi, newMember } from './accounts';
import {
  CONTENT_LOCALE,
  type LocaleCode,
  TEXT as CHECKOUT,
  agreeAndPay,
  fillAddress,
  fillCard,
  firstTea,
  openCheckout,
} from './checkoutSteps';

/*
 * The shop on phones (the "phone" project: 390×844, touch, mobile viewport; the header also at
 * 360 px). What a shopper on a phone needs: the cart and the member entry on screen, one header
 * row, nothing scrolling sideways, a menu that lists everything, and the main journeys by touch.
 */

const TEXT = {
  en: {
    menu: 'Menu',
    login: 'Log in',
    memberMenu: (name: string) => `Member menu for ${name}`,
    memberCenter: 'Member Center',
    language: 'Language',
    filters: 'Filters',
    oneFilter: '1 filter',
    category: 'Tea category',
    email: 'Email',
    password: 'Password',
    account: 'My account',
  },
  zh: {
    menu: '選單',
    login: '登入',
    memberMenu: (name: string) => `${name} 的會員選單`,
    memberCenter: '會員中心',
    language: '語言',
    filters: '篩選',
    oneFilter: '1 項篩選',
    category: '茶類',
    email: '電子郵件',
    password: '密碼',
    account: '我的帳戶',
  },
  jp: {
    menu: 'メニュー',
    login: 'ログイン',
    memberMenu: (name: string) => `${name} 様の会員メニュー`,
    memberCenter: '会員センター',
    language: '言語',
    filters: '絞り込み',
    oneFilter: '1 件の条件',
    category: 'お茶の種類',
    email: 'メールアドレス',
    password: 'パスワード',
    account: 'アカウント情報',
  },
} as const;

const LANGUAGE_NAMES = ['English', '繁體中文', '日本語'];

const shopName = (locale: LocaleCode): string =>
  LOCALES.find((l) => l.locale === locale)?.shop ?? '';
const header = (page: Page): Locator => page.locator('header[data-boundary="shell"]');
const bar = (page: Page): Locator => page.getByTestId('header-bar');
const cartButton = (page: Page): Locator => page.locator('#shell-cart-button');
const menuButton = (page: Page, locale: LocaleCode): Locator =>
  bar(page).getByRole('button', { name: TEXT[locale].menu, exact: true });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`not on screen: ${locator.toString()}`);
  return b;
}

/**
 * Nothing on the page reaches past the right edge of the screen: the page does not scroll
 * sideways, and no visible element sticks out (where an ancestor would clip it, the ancestor is
 * checked instead; rows meant to scroll sideways, like tabs, are fine).
 */
async function expectNoSideways(page: Page) {
  // The screen's width, not innerWidth: on a phone the layout viewport grows to fit wide content.
  const result = await page.evaluate((width) => {
    const clips = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX !== 'visible';
    };
    const sticking: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      let ancestor = el.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clips(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipped || !el.checkVisibility({ visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) {
        sticking.push(`${el.tagName.toLowerCase()}.${el.className} → ${Math.round(box.right)}`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  }, page.viewportSize()!.width);
  expect(result.sticking.slice(0, 5), 'elements past the right edge').toEqual([]);
  expect(result.scrollWidth, 'page width').toBeLessThanOrEqual(result.width);
}

/** Lines a text takes on screen, counted from the layout boxes of its text. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    );
    return tops.size;
  });
}

/** Menu button, logo, member entry and cart: on one row, inside the screen, thumb-sized. */
async function expectHeaderRow(page: Page, locale: LocaleCode, entry: Locator) {
  const viewport = page.viewportSize()!;
  const items = {
    menu: menuButton(page, locale),
    logo: bar(page).getByRole('link', { name: shopName(locale), exact: true }),
    entry,
    cart: cartButton(page),
  };
  const barBox = await box(bar(page));
  expect(barBox.height, 'header bar height').toBeLessThanOrEqual(72);
  const centres: number[] = [];
  for (const [name, locator] of Object.entries(items)) {
    await expect(locator, name).toBeInViewport({ ratio: 1 });
    const b = await box(locator);
    expect(b.x, `${name} left`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${name} right`).toBeLessThanOrEqual(viewport.width);
    if (name !== 'logo') {
      expect(b.width, `${name} width`).toBeGreaterThanOrEqual(44);
      expect(b.height, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    centres.push(b.y + b.height / 2);
  }
  expect(Math.max(...centres) - Math.min(...centres), 'one row').toBeLessThanOrEqual(4);
}

async function headerMenuLabels(locale: LocaleCode): Promise<string[]> {
  const { data } = await cmsApi<{ data: { headerMenuItem?: { label: string }[] } }>(
    `/header?locale=${CONTENT_LOCALE[locale]}&populate[headerMenuItem]=true`,
  );
  const labels = (data.data.headerMenuItem ?? []).map((item) => item.label);
  expect(labels.length).toBeGreaterThan(0);
  return labels;
}

async function attachScreenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('phones: header', () => {
  for (const width of [360, 390]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 740 } });
      for (const { locale, prefix } of LOCALES) {
        const t = TEXT[locale];
        test(`one header row with the cart and login on screen; the menu lists everything (${locale})`, async ({
          page,
        }) => {
          await page.goto(prefix || '/');
          const login = bar(page).getByRole('link', { name: t.login, exact: true });
          await expectHeaderRow(page, locale, login);
          await expectNoSideways(page);

          await menuButton(page, locale).tap();
          const nav = header(page).getByRole('navigation', { name: t.menu });
          await expect(menuButton(page, locale)).toHaveAttribute('aria-expanded', 'true');
          for (const label of await headerMenuLabels(locale)) {
            const item = nav.getByText(label, { exact: true });
            await expect(item, label).toBeVisible();
            expect(await lineCount(item), `"${label}" on one line`).toBe(1);
          }
          const languages = nav.getByRole('region', { name: t.language });
          for (const name of LANGUAGE_NAMES) {
            const choice = languages.getByRole('button', { name, exact: true });
            await expect(choice).toBeVisible();
            expect(await lineCount(choice), `"${name}" on one line`).toBe(1);
            expect((await box(choice)).height).toBeGreaterThanOrEqual(44);
          }
          await expectNoSideways(page);
          await page.keyboard.press('Escape');
          await expect(nav).toBeHidden();
          await expect(menuButton(page, locale)).toBeFocused();
        });
      }
    });
  }
});

test.describe('tablets: nothing overlaps between 768 and 1024 px', () => {
  for (const width of [768, 1024]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, isMobile: false, hasTouch: false });
      test(`header items stay apart and the page fits, in every locale (${width} px)`, async ({
        page,
      }) => {
        for (const { locale, prefix } of LOCALES) {
          await page.goto(`${prefix}/products`);
          await expect(page.getByTestId('product-card').first()).toBeVisible();
          await expectNoSideways(page);
          const boxes = await bar(page).evaluate((el) =>
            Array.from(el.querySelectorAll('a, button'))
              .filter((node) => (node as HTMLElement).checkVisibility())
              .filter((node) => !node.closest('[hidden]'))
              .map((node) => {
                const r = node.getBoundingClientRect();
                return {
                  name: node.textContent?.trim() ?? '',
                  l: r.left,
                  r: r.right,
                  t: r.top,
                  b: r.bottom,
                };
              })
              .filter((r) => r.r > r.l),
          );
          expect(boxes.length, locale).toBeGreaterThanOrEqual(3);
          for (const [i, a] of boxes.entries()) {
            for (const b of boxes.slice(i + 1)) {
              const overlap = a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1;
              expect(overlap, `${locale}: "${a.name}" and "${b.name}" overlap`).toBe(false);
            }
          }
        }
      });
    });
  }
});

test.describe('phones: journeys', () => {
  test('browse and filter: the filters open in a block that shows how many are on', async ({
    page,
  }) => {
    const t = TEXT.jp;
    const catalog = page.locator('[data-boundary="mf-catalog"]');
    await page.goto('/jp/products');
    await expect(catalog.getByTestId('product-card').first()).toBeVisible();
    await expectNoSideways(page);
    const toggle = catalog.getByRole('button', { name: t.filters });
    await expect(catalog.locator('[data-filter="roast"]')).toBeHidden();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const category = catalog.locator('[data-filter="category"]').getByRole('checkbox').first();
    await category.check();
    await expect(page).toHaveURL(/[?&]category=/);
    await expect(toggle).toContainText(t.oneFilter);
    await expect(catalog.getByTestId('product-card').first()).toBeVisible();
    await expectNoSideways(page);
  });

  test('add to cart from the product page, then change the quantity in the cart panel', async ({
    page,
  }) => {
    const tea = await firstTea('en');
    const { data } = await cmsApi<{ data: { slug: string }[] }>(
      `/products?locale=en&filters[documentId][$eq]=${tea.documentId}&fields[0]=slug`,
    );
    await page.goto(`/products/${data.data[0]?.slug}`);
    await page.getByTestId('add-to-cart').tap();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    await cartButton(page).tap();
    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    // Measured where the panel comes to rest, not while it slides in.
    await panel.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    const viewport = page.viewportSize()!;
    const panelBox = await box(panel);
    expect(panelBox.x).toBeLessThanOrEqual(0.5);
    expect(panelBox.width).toBeGreaterThanOrEqual(viewport.width - 0.5);

    const plus = panel.getByRole('button', { name: /Increase quantity/ });
    expect((await box(plus)).width).toBeGreaterThanOrEqual(44);
    expect((await box(plus)).height).toBeGreaterThanOrEqual(44);
    await plus.tap();
    await expect(panel.getByRole('textbox', { name: /Quantity/ })).toHaveValue('2');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // Focus stays in the panel while it is open.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoSideways(page);
  });

  test('log in, open the member centre from the header, and move between its tabs', async ({
    page,
  }) => {
    const t = TEXT.zh;
    const member = await newMember('phone-login', { lastName: 'Chen' });
    await page.goto('/zh/login');
    await page.getByLabel(t.email, { exact: true }).fill(member.email);
    await page.getByLabel(t.password, { exact: true }).fill(member.password);
    await page
      .locator('[data-page="login"]')
      .getByRole('button', { name: t.login, exact: true })
      .tap();
    const entry = bar(page).getByRole('button', { name: t.memberMenu('Chen') });
    await expect(entry).toBeVisible();
    await expectHeaderRow(page, 'zh', entry);

    await entry.tap();
    await header(page).getByRole('link', { name: t.memberCenter }).tap();
    await expect(page).toHaveURL(/\/zh\/member\/account$/);
    await expect(page.getByRole('heading', { name: t.account, level: 1 })).toBeVisible();
    const tabs = page.locator('[data-boundary="mf-member"] nav ul');
    const tabBoxes = await tabs
      .locator('li')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tabBoxes).size, 'member tabs in one row').toBe(1);
    await tabs.locator('a').nth(2).tap();
    await expect(page).toHaveURL(/\/zh\/member\/orders$/);
    await expectNoSideways(page);
  });

  test('switch language from the menu', async ({ page }) => {
    await page.goto('/products');
    await menuButton(page, 'en').tap();
    await header(page)
      .getByRole('region', { name: TEXT.en.language })
      .getByRole('button', { name: '日本語' })
      .tap();
    await expect(page).toHaveURL(/\/jp\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectHeaderRow(
      page,
      'jp',
      bar(page).getByRole('link', { name: TEXT.jp.login, exact: true }),
    );
  });

  test('checkout and pay by card on a phone', async ({ page }) => {
    const { prefix } = await openCheckout(page, 'jp');
    await expectNoSideways(page);
    await fillAddress(page, 'jp');
    await fillCard(page, 'jp', '4242 4242 4242 4242');
    await expectNoSideways(page);
    await agreeAndPay(page, 'jp');
    await expect(page).toHaveURL(new RegExp(`${prefix}/complete\\?order=`));
    await expect(page.getByRole('heading', { name: CHECKOUT.jp.success })).toBeVisible();
    await expectNoSideways(page);
  });
});

test.describe('phones: every other screen fits', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`cart, sign-in pages, news, FAQ, contact, about and the footer (${locale})`, async ({
      page,
    }) => {
      const member = await newMember(`phone-screens-${locale}`);
      const signedIn: Array<[string, string]> = [
        ['/cart', '[data-boundary="mf-cart-checkout"]'],
        ['/member/shipping', '[data-boundary="mf-member"] form'],
        ['/member/orders', '[data-boundary="mf-member"] h1'],
      ];
      const anonymous: Array<[string, string]> = [
        ['/login', '[data-page="login"]'],
        ['/signup', '[data-boundary="mf-member"] form'],
        ['/forgot-password', '[data-boundary="mf-member"] form'],
        ['/news', '[data-boundary="mf-content"] h1'],
        ['/faq', '[data-boundary="mf-content"] h1'],
        ['/contact', '[data-boundary="mf-content"] form'],
        ['/about', '[data-boundary="mf-content"] h1'],
      ];
      for (const [path, ready] of anonymous) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator(ready).first(), path).toBeVisible();
        await expectNoSideways(page);
      }
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.locator('footer')).toBeVisible();
      await expectNoSideways(page);
      await signInBrowser(page, member.jwt);
      for (const [path, ready] of signedIn) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator(ready).first(), path).toBeVisible();
        await expectNoSideways(page);
      }
    });
  }
});

test.describe('phones: screenshots for people to look at', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`home, list, detail, cart panel and member centre at 390 px (${locale})`, async ({
      page,
    }) => {
      const member = await newMember(`phone-shots-${locale}`, { lastName: 'Lin' });
      const tea = await firstTea(locale);
      const cart = await cmsApi('/carts', {
        method: 'POST',
        jwt: member.jwt,
        body: { data: { items: [{ productId: tea.documentId, quantity: 1 }], locale } },
      });
      expect(cart.status).toBeLessThan(300);
      await signInBrowser(page, member.jwt);

      const pages: Array<[string, string, Locator]> = [
        ['home', prefix || '/', page.locator('[data-boundary="mf-content"]')],
        ['list', `${prefix}/products`, page.getByTestId('product-card').first()],
        ['detail', `${prefix}/products/longjing`, page.getByTestId('add-to-cart')],
        ['member centre', `${prefix}/member/account`, page.locator('[data-boundary="mf-member"]')],
      ];
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await expect(ready).toBeVisible();
        await expectNoSideways(page);
        await attachScreenshot(page, `${name} (${locale}, 390 px)`);
        if (name === 'detail') {
          await cartButton(page).tap();
          await expect(page.getByTestId('cart-panel')).toBeVisible();
          await expect(page.getByTestId('cart-panel').getByText(tea.name)).toBeVisible();
          await page.waitForFunction(() =>
            document.getAnimations().every((a) => a.playState !== 'running'),
          );
          await attachScreenshot(page, `cart panel (${locale}, 390 px)`);
          await page.keyboard.press('Escape');
        }
      }
    });
  }
});
