/** @jest-environment node */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { AreaDataProvider } from '../data/AreaData';
import { createShopQueryClient } from '../data/queryClient';
import { RemoteIsland } from '../island/remoteIsland';
import { createIslandRenderer, fillRemoteIslands } from './remoteIslands';

const PROPS = { product: { name: 'Lishan "High" </script> & Co', price: 10, stock: null } };

/** A page whose server render places two of another team's islands. */
function pageHtml(): string {
  return renderToString(
    <AreaDataProvider server client={createShopQueryClient()}>
      <main>
        <RemoteIsland remote="mf-cart-checkout" name="add-to-cart" props={PROPS} />
        <RemoteIsland remote="mf-member" name="greeting" props={{}} />
      </main>
    </AreaDataProvider>,
  );
}

function Label({ product }: { product: { name: string } }) {
  const { t } = useTranslation('mf-cart-checkout');
  return <label htmlFor={useId()}>{`${t('add')} ${product.name}`}</label>;
}

const renderIsland = createIslandRenderer({
  name: 'mf-cart-checkout',
  translations: { en: { add: 'Add' }, zh: { add: '加入' }, jp: { add: '追加' } },
  islands: { label: Label },
});

const request = {
  url: '/jp/products/lishan',
  locale: 'jp' as const,
  config: { remotes: {} } as never,
  cmsApiUrl: 'http://cms.invalid',
  timeoutMs: 1_000,
};

describe("other teams' islands on a server-rendered page", () => {
  it('are each filled with what their team renders for them, read from their hosts', async () => {
    const seen: unknown[] = [];
    const { html, complete } = await fillRemoteIslands(pageHtml(), async (host) => {
      seen.push(host);
      return `<p>${host.remote}</p>`;
    });
    expect(seen).toEqual([
      { remote: 'mf-cart-checkout', name: 'add-to-cart', props: PROPS, id: expect.any(String) },
      { remote: 'mf-member', name: 'greeting', props: {}, id: expect.any(String) },
    ]);
    expect(html).toContain('<div class="ui-island"><p>mf-cart-checkout</p></div></div>');
    expect(html).toContain('<div class="ui-island"><p>mf-member</p></div></div>');
    expect(html).not.toContain('<template');
    expect(complete).toBe(true);
  });

  it("get the placing team's fallback, marked as such, when their team cannot render them", async () => {
    const withFallback = renderToString(
      <AreaDataProvider server client={createShopQueryClient()}>
        <RemoteIsland
          remote="mf-cart-checkout"
          name="add-to-cart"
          props={PROPS}
          fallback={<form action="/cart/items">Add</form>}
        />
      </AreaDataProvider>,
    );
    const { html, complete } = await fillRemoteIslands(withFallback, async () => null);
    expect(html).toContain(
      'data-ssr="true"><div class="ui-island" data-island-fallback=""><form action="/cart/items">Add</form></div></div>',
    );
    expect(complete).toBe(false);
    const rendered = await fillRemoteIslands(withFallback, async () => '<p>island</p>');
    expect(rendered.html).toContain(
      'data-ssr="true"><div class="ui-island"><p>island</p></div></div>',
    );
    expect(rendered.html).not.toContain('/cart/items');
  });

  it('leave a host empty, for the browser, when its island cannot be rendered', async () => {
    const { html, complete } = await fillRemoteIslands(pageHtml(), async (host) => {
      if (host.remote === 'mf-member') throw new Error('down');
      return host.remote === 'mf-cart-checkout' ? null : '<p>x</p>';
    });
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<p>');
    expect(complete).toBe(false);
  });

  it("are rendered by their team's code, with its texts in the page's language and ids of their host", async () => {
    const html = await renderIsland({ ...request, name: 'label', props: PROPS, id: '_R_7_' });
    expect(html).toBe(
      '<label for="__R_7_-R_0_">追加 Lishan &quot;High&quot; &lt;/script&gt; &amp; Co</label>',
    );
    await expect(renderIsland({ ...request, name: 'nope', props: {}, id: 'x' })).rejects.toThrow(
      'mf-cart-checkout has no island "nope"',
    );
  });
});
