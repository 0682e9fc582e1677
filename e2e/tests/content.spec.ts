import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { CMS_URL } from './support';

/**
 * Content area journeys (home, news, FAQ, contact, newsletter) and the sitemaps, in every locale.
 * Expected content is read from the content backend's public API, never hard-coded.
 */

const CMS = CMS_URL.replace(/\/$/, '');

interface LocaleCase {
  locale: 'en' | 'zh' | 'jp';
  prefix: string;
  content: string;
  t: {
    tags: Record<'all' | 'tea-knowledge' | 'latest', string>;
    count: (shown: number, total: number) => string;
    showMore: string;
    firstName: string;
    lastName: string;
    contactNumber: string;
    note: string;
    send: string;
    robot: string;
    captcha: string;
    sent: string;
    failed: string;
    notFound: string;
    email: string;
    subscribe: string;
    subscribed: string;
    copyLink: string;
    copied: string;
  };
}

const CASES: LocaleCase[] = [
  {
    locale: 'en',
    prefix: '',
    content: 'en',
    t: {
      tags: { all: 'All', 'tea-knowledge': 'Tea knowledge', latest: 'Latest' },
      count: (s, n) => `Showing ${s} of ${n} articles`,
      showMore: 'Show more',
      firstName: 'First name',
      lastName: 'Last name',
      contactNumber: 'Contact number',
      note: 'Note',
      send: 'Send',
      robot: "I'm not a robot",
      captcha: 'Please complete the reCAPTCHA.',
      sent: 'Your message has been sent successfully, we will contact with you soon!',
      failed: 'Your message is failed to be sent.',
      notFound: '404 - Page Not Found',
      email: 'Email',
      subscribe: 'Subscribe',
      subscribed: 'Thank you for subscribing!',
      copyLink: 'Copy link',
      copied: 'Link copied',
    },
  },
  {
    locale: 'zh',
    prefix: '/zh',
    content: 'zh-Hant',
    t: {
      tags: { all: '全部', 'tea-knowledge': '茶知識', latest: '最新消息' },
      count: (s, n) => `共 ${n} 篇文章，已顯示 ${s} 篇`,
      showMore: '顯示更多',
      firstName: '名字',
      lastName: '姓氏',
      contactNumber: '聯絡電話',
      note: '留言內容',
      send: '送出',
      robot: '我不是機器人',
      captcha: '請完成 reCAPTCHA 驗證。',
      sent: '您的訊息已成功送出，我們會盡快與您聯繫！',
      failed: '訊息傳送失敗。',
      notFound: '404 - 找不到頁面',
      email: '電子郵件',
      subscribe: '訂閱',
      subscribed: '感謝您的訂閱！',
      copyLink: '複製連結',
      copied: '已複製連結',
    },
  },
  {
    locale: 'jp',
    prefix: '/jp',
    content: 'ja-JP',
    t: {
      tags: { all: 'すべて', 'tea-knowledge': 'お茶の知識', latest: '最新情報' },
      count: (s, n) => `全${n}件中 ${s}件を表示`,
      showMore: 'もっと見る',
      firstName: '名',
      lastName: '姓',
      contactNumber: '電話番号',
      note: 'お問い合わせ内容',
      send: '送信',
      robot: '私はロボットではありません',
      captcha: 'reCAPTCHA を完了してください。',
      sent: 'メッセージを送信しました。担当者より追ってご連絡いたします。',
      failed: 'メッセージを送信できませんでした。',
      notFound: '404 - ページが見つかりません',
      email: 'メールアドレス',
      subscribe: '登録する',
      subscribed: 'ご登録ありがとうございます！',
      copyLink: 'リンクをコピー',
      copied: 'リンクをコピーしました',
    },
  },
];

async function cmsGet<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const res = await request.get(`${CMS}/api${pathAndQuery}`);
  expect(res.ok(), `${pathAndQuery} answers`).toBeTruthy();
  return (await res.json()) as T;
}

interface ArticleList {
  data: Array<{ slug: string; title: string }>;
  meta: { pagination: { total: number } };
}

function articlesQuery(content: string, tag: string | null, pageSize: number): string {
  const params = new URLSearchParams({
    locale: content,
    'sort[0]': 'publishDate:desc',
    'sort[1]': 'id:desc',
    'pagination[pageSize]': String(pageSize),
    'fields[0]': 'slug',
    'fields[1]': 'title',
  });
  if (tag) params.set('filters[tags][$contains]', `"${tag}"`);
  return `/articles?${params}`;
}

async function fillContactForm(page: Page, c: LocaleCase, note: string) {
  await page.getByLabel(c.t.firstName, { exact: true }).fill('Mei');
  await page.getByLabel(c.t.lastName, { exact: true }).fill('Lin');
  await page.getByLabel(c.t.contactNumber).fill('0912 345 678');
  await page.getByLabel(c.t.note).fill(note);
}

for (const c of CASES) {
  test.describe(`content area (${c.locale})`, () => {
    test('home shows the content backend home page, the latest articles and the newsletter', async ({
      page,
      request,
    }) => {
      const home = await cmsGet<{
        data: {
          heroTitle: string;
          newsletterTitle: string;
          featuredCollections: Array<{ name: string }>;
          featuredProducts: Array<{ name: string }>;
        };
      }>(
        request,
        `/home?locale=${c.content}&populate[featuredCollections]=true&populate[featuredProducts]=true`,
      );
      const latest = await cmsGet<ArticleList>(request, articlesQuery(c.content, null, 3));

      // Records layout shifts of elements of the content area while the page loads.
      await page.addInitScript(() => {
        const w = window as unknown as { __contentShifts: number[] };
        w.__contentShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
          >) {
            const inArea = (entry.sources ?? []).some(
              (s) => s.node instanceof Element && s.node.closest('[data-boundary="mf-content"]'),
            );
            if (inArea) w.__contentShifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${c.prefix}/`);
      const root = page.locator('[data-page="index"]');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(home.data.heroTitle);
      for (const collection of home.data.featuredCollections) {
        await expect(
          root.locator('[data-section="collections"]').getByText(collection.name, { exact: true }),
        ).toBeVisible();
      }
      for (const product of home.data.featuredProducts) {
        await expect(
          root.locator('[data-section="teas"]').getByText(product.name, { exact: true }),
        ).toBeVisible();
      }
      for (const article of latest.data) {
        await expect(
          root.locator('[data-section="articles"]').getByText(article.title, { exact: true }),
        ).toBeVisible();
      }
      await expect(root.getByRole('heading', { name: home.data.newsletterTitle })).toBeVisible();

      // The first view's largest image: sized, fetched first, not lazy.
      const hero = root.locator('img[fetchpriority="high"]').first();
      await expect(hero).toHaveAttribute('width', /\d+/);
      await expect(hero).toHaveAttribute('height', /\d+/);
      expect(await hero.getAttribute('loading')).not.toBe('lazy');
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // Nothing in the content area moved while its content and images arrived.
      expect(
        await page.evaluate(
          () => (window as unknown as { __contentShifts: number[] }).__contentShifts,
        ),
      ).toEqual([]);

      // Subscribing twice is not an error to the visitor.
      const email = `e2e-${c.locale}-${Date.now()}@teashop.test`;
      const newsletter = root.locator('[data-section="newsletter"]');
      for (let i = 0; i < 2; i += 1) {
        await newsletter.getByLabel(c.t.email).fill(email);
        const answer = page.waitForResponse(
          (r) => r.url().includes('/api/newsletter-subscribers') && r.request().method() === 'POST',
        );
        await newsletter.getByRole('button', { name: c.t.subscribe }).click();
        expect((await answer).status()).toBe(200);
        await expect(newsletter.getByText(c.t.subscribed)).toBeVisible();
      }
    });

    test('news filters by tag and shows more with correct counts', async ({ page, request }) => {
      const all = await cmsGet<ArticleList>(request, articlesQuery(c.content, null, 1));
      const knowledge = await cmsGet<ArticleList>(
        request,
        articlesQuery(c.content, 'tea-knowledge', 100),
      );
      const total = knowledge.meta.pagination.total;
      expect(total).toBeGreaterThan(6);

      await page.goto(`${c.prefix}/news`);
      const root = page.locator('[data-page="news"]');
      const cards = root.locator('[data-article]');
      await expect(root.getByTestId('news-count')).toHaveText(
        c.t.count(Math.min(6, all.meta.pagination.total), all.meta.pagination.total),
      );
      await expect(cards).toHaveCount(Math.min(6, all.meta.pagination.total));

      await root.getByRole('link', { name: c.t.tags['tea-knowledge'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/news\\?tag=tea-knowledge$`));
      await expect(
        root.getByRole('link', { name: c.t.tags['tea-knowledge'], exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(root.getByTestId('news-count')).toHaveText(c.t.count(6, total));
      await expect(cards).toHaveCount(6);

      await root.getByRole('button', { name: c.t.showMore }).click();
      const shown = Math.min(12, total);
      await expect(cards).toHaveCount(shown);
      await expect(root.getByTestId('news-count')).toHaveText(c.t.count(shown, total));
      const slugs = await cards.evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-article')),
      );
      expect(slugs).toEqual(knowledge.data.slice(0, shown).map((a) => a.slug));

      // The filter lives in the address: a reload keeps it.
      await page.reload();
      await expect(root.getByTestId('news-count')).toHaveText(c.t.count(shown, total));
    });

    test('an article shows its date, body, sharing and related articles; unknown slugs are 404', async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const first = (await cmsGet<ArticleList>(request, articlesQuery(c.content, null, 1))).data[0];
      expect(first).toBeDefined();
      const response = await page.goto(`${c.prefix}/news/${first?.slug}`);
      expect(response?.status()).toBe(200);
      const root = page.locator('[data-page="news-slug"]');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
      await expect(root.locator('time').first()).toHaveText(
        c.prefix ? /^\d{4}年\d{1,2}月\d{1,2}日$/ : /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      );
      await expect(root.locator('p').first()).not.toBeEmpty();
      await expect(root.locator('a[data-share="facebook"]')).toHaveAttribute(
        'href',
        /facebook\.com\/sharer/,
      );
      await expect(root.locator('a[data-share="line"]')).toHaveAttribute('href', /line\.me/);
      await root.getByRole('button', { name: c.t.copyLink }).click();
      await expect(page.getByText(c.t.copied)).toBeVisible();
      await expect(root.locator('[data-section="related"] [data-article]').first()).toBeVisible();
      expect(
        await root
          .locator('[data-section="related"] [data-article]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-article'))),
      ).not.toContain(first?.slug);

      const missing = await page.goto(`${c.prefix}/news/no-such-article-${Date.now()}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: c.t.notFound })).toBeVisible();
    });

    test('FAQ answers open with the keyboard', async ({ page, request }) => {
      const faq = await cmsGet<{
        data: { title: string; items: Array<{ question: string; answer: string }> };
      }>(request, `/faq?locale=${c.content}&populate[items]=true`);
      const [q1, q2] = faq.data.items;
      await page.goto(`${c.prefix}/faq`);
      const root = page.locator('[data-page="faq"]');
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(faq.data.title);
      const first = root.getByRole('button', { name: q1?.question });
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(root.getByText(q1?.answer ?? '')).toBeHidden();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(root.getByRole('region', { name: q1?.question })).toHaveText(q1?.answer ?? '');
      await page.keyboard.press('ArrowDown');
      const second = root.getByRole('button', { name: q2?.question });
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(root.getByRole('region', { name: q2?.question })).toBeVisible();
    });

    test('contact asks for the reCAPTCHA, then sends with the stand-in captcha', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/contact-messages')) posts.push(r.method());
      });
      await page.goto(`${c.prefix}/contact`);
      const root = page.locator('[data-page="contact"]');
      const note = `Do you ship to Osaka? (${c.locale} ${Date.now()})`;
      await fillContactForm(page, c, note);
      await root.getByRole('button', { name: c.t.send }).click();
      await expect(root.getByText(c.t.captcha)).toBeVisible();
      expect(posts).toEqual([]);

      await root.getByRole('checkbox', { name: c.t.robot }).click();
      await expect(root.getByRole('checkbox', { name: c.t.robot })).toBeChecked();
      await expect(root.getByText(c.t.captcha)).toBeHidden();
      const answer = page.waitForResponse(
        (r) => r.url().includes('/api/contact-messages') && r.request().method() === 'POST',
      );
      await root.getByRole('button', { name: c.t.send }).click();
      const res = await answer;
      // The backend verified the token and stored the message before answering.
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ data: { ok: true } });
      const sent = res.request().postDataJSON() as {
        data: Record<string, string>;
        captchaToken: string;
      };
      expect(sent.data).toMatchObject({
        firstName: 'Mei',
        lastName: 'Lin',
        contactNumber: '0912 345 678',
        note,
        locale: c.content,
      });
      await expect(root.getByText(c.t.sent)).toBeVisible();
      await expect(page.getByLabel(c.t.firstName, { exact: true })).toHaveValue('');
    });

    test('a failing backend keeps what was typed', async ({ page }) => {
      await page.route('**/api/contact-messages', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
          }),
        }),
      );
      await page.goto(`${c.prefix}/contact`);
      const root = page.locator('[data-page="contact"]');
      await fillContactForm(page, c, 'Please call me back.');
      await root.getByRole('checkbox', { name: c.t.robot }).click();
      await expect(root.getByRole('checkbox', { name: c.t.robot })).toBeChecked();
      await root.getByRole('button', { name: c.t.send }).click();
      await expect(root.getByText(c.t.failed)).toBeVisible();
      await expect(page.getByLabel(c.t.firstName, { exact: true })).toHaveValue('Mei');
      await expect(page.getByLabel(c.t.lastName, { exact: true })).toHaveValue('Lin');
      await expect(page.getByLabel(c.t.contactNumber)).toHaveValue('0912 345 678');
      await expect(page.getByLabel(c.t.note)).toHaveValue('Please call me back.');
    });
  });
}

test("an article's page stays the server's HTML: only its sharing hydrates, and its links still stay in the shop", async ({
  page,
  context,
  request,
}) => {
  const jp = CASES.find((c) => c.locale === 'jp') as LocaleCase;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const first = (await cmsGet<ArticleList>(request, articlesQuery(jp.content, null, 1))).data[0];
  await page.goto(`/jp/news/${first?.slug}`);
  await expect(page.locator('#area-mf-content')).not.toHaveAttribute('data-ssr', /.*/);
  const root = page.locator('[data-page="news-slug"]');
  // React holds the sharing buttons; the heading, body and links are the HTML the server sent.
  const hydrated = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')));
  expect(await hydrated('[data-page="news-slug"] [data-share="copy"]')).toBe(true);
  expect(await hydrated('[data-page="news-slug"] h1')).toBe(false);
  await root.getByRole('button', { name: jp.t.copyLink }).click();
  await expect(page.getByText(jp.t.copied).first()).toBeVisible();

  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await root.locator('nav a').first().click();
  await expect(page).toHaveURL(/\/jp\/news$/);
  await expect(page.locator('[data-page="news"] [data-article]').first()).toBeVisible();
  await page.goBack();
  await expect(root.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  await root.getByRole('button', { name: jp.t.copyLink }).click();
  await expect(page.getByText(jp.t.copied).first()).toBeVisible();
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
});

test('a reCAPTCHA script from the configured URL yields tokens the backend verifies', async ({
  page,
  request,
}) => {
  const script = fs.readFileSync(
    path.join(__dirname, '..', 'standins', 'recaptcha', 'api.js'),
    'utf8',
  );
  // Point the storefront at the stand-in script, as RECAPTCHA_SCRIPT_URL would.
  await page.route('**/runtime-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({
      response: res,
      json: { ...config, recaptchaSiteKey: '', recaptchaScriptUrl: '/standins/recaptcha/api.js' },
    });
  });
  await page.route('**/standins/recaptcha/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  let token = '';
  await page.route('**/api/contact-messages', async (route) => {
    token = (route.request().postDataJSON() as { captchaToken: string }).captchaToken;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ data: { ok: true } }),
    });
  });
  await page.goto('/contact');
  const root = page.locator('[data-page="contact"]');
  await expect(root.locator('[data-recaptcha-standin="script"]')).toBeVisible();
  await fillContactForm(page, CASES[0] as LocaleCase, 'Script stand-in');
  await root.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(root.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  await root.getByRole('button', { name: 'Send' }).click();
  await expect(
    root.getByText('Your message has been sent successfully, we will contact with you soon!'),
  ).toBeVisible();
  // The token speaks the backend's verify protocol (reCAPTCHA siteverify).
  const verify = await request.post(`${CMS}/api/captcha-standin/siteverify`, {
    form: { secret: 'captcha-standin-secret', response: token },
  });
  expect(await verify.json()).toMatchObject({ success: true });
});

test.describe('sitemaps', () => {
  const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

  async function xmlLocs(page: Page, request: APIRequestContext, url: string) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const xml = await res.text();
    return page.evaluate(
      ({ xml, ns }) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('invalid XML');
        return {
          root: doc.documentElement.localName,
          locs: Array.from(doc.getElementsByTagNameNS(ns, 'loc')).map((l) => l.textContent ?? ''),
          alternates: Array.from(doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'))
            .length,
        };
      },
      { xml, ns: SITEMAP_NS },
    );
  }

  test('every sitemap is valid XML listing published pages that answer 200', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.goto('about:blank');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);

    const index = await xmlLocs(page, request, '/sitemap.xml');
    expect(index.root).toBe('sitemapindex');
    const files = index.locs.map((l) => new URL(l).pathname);
    expect(files).toEqual([
      '/index-sitemap.xml',
      '/en-sitemap.xml',
      '/zh-sitemap.xml',
      '/jp-sitemap.xml',
    ]);

    const pages = new Set<string>();
    for (const file of files) {
      const sitemap = await xmlLocs(page, request, file);
      expect(sitemap.root).toBe('urlset');
      expect(sitemap.locs.length).toBeGreaterThan(0);
      expect(sitemap.alternates).toBeGreaterThan(0);
      for (const loc of sitemap.locs) pages.add(new URL(loc).pathname);
    }

    // Exactly the published content of each locale, plus the static pages.
    for (const c of CASES) {
      for (const [collection, route] of [
        ['products', 'products'],
        ['articles', 'news'],
        ['tea-categories', 'category'],
        ['collections', 'collection'],
      ] as const) {
        const published = await cmsGet<{ data: Array<{ slug: string }> }>(
          request,
          `/${collection}?locale=${c.content}&fields[0]=slug&pagination[pageSize]=100`,
        );
        const listed = [...pages].filter((p) => p.startsWith(`${c.prefix}/${route}/`));
        expect(listed.sort()).toEqual(
          published.data.map((e) => `${c.prefix}/${route}/${encodeURIComponent(e.slug)}`).sort(),
        );
      }
      for (const staticPath of [
        '/',
        '/about',
        '/contact',
        '/copyright',
        '/faq',
        '/news',
        '/products',
      ]) {
        expect(
          pages.has(
            c.prefix ? (staticPath === '/' ? c.prefix : `${c.prefix}${staticPath}`) : staticPath,
          ),
        ).toBe(true);
      }
    }

    // Every listed page is real: the storefront answers 200 (unpublished content would be 404).
    const failures: string[] = [];
    const list = [...pages];
    for (let i = 0; i < list.length; i += 8) {
      await Promise.all(
        list.slice(i, i + 8).map(async (p) => {
          const res = await request.get(p, { maxRedirects: 0 });
          if (res.status() !== 200) failures.push(`${p} -> ${res.status()}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
