import { useId, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { AreaDataProvider } from '../data/AreaData';
import { loadNamespace } from '../i18n/i18n';
import { createShopQueryClient } from '../data/queryClient';
import { hydrateIslands } from '../remote/islandsOnly';
import { exposeIslands } from './exposeIslands';
import {
  REMOTE_ISLAND_CONTENT_ATTRIBUTE,
  RemoteIsland,
  remoteIslandContent,
  remoteIslandPrefix,
  setRemoteIslandLoader,
} from './remoteIsland';

/** The other team's island: a counter whose label points at its output by a React id. */
function Counter({ start }: { start: number }) {
  const { t } = useTranslation('mf-cart-checkout');
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <p>
      <button type="button" aria-describedby={id} onClick={() => setCount((n) => n + 1)}>
        {t('more')}
      </button>
      <output id={id}>{count}</output>
    </p>
  );
}
const translations = { en: { more: 'One more' }, zh: { more: '再一個' }, jp: { more: 'もう一つ' } };
const team = exposeIslands({
  name: 'mf-cart-checkout',
  translations,
  islands: { counter: Counter },
});
const loads: string[] = [];

function Page() {
  return (
    <article>
      <h1>Longjing</h1>
      <RemoteIsland remote="mf-cart-checkout" name="counter" props={{ start: 3 }} />
    </article>
  );
}

/** The page as the shop server sends it: the host filled with the island rendered on its own. */
function serverPage(): HTMLElement {
  const page = renderToString(
    <AreaDataProvider server client={createShopQueryClient()}>
      <Page />
    </AreaDataProvider>,
  );
  const id = /data-island-id="([^"]*)"/.exec(page)?.[1] ?? '';
  const island = renderToString(<Counter start={3} />, {
    identifierPrefix: remoteIslandPrefix(id),
  });
  const container = document.createElement('div');
  container.innerHTML = page.replace(
    `<template ${REMOTE_ISLAND_CONTENT_ATTRIBUTE}=""></template>`,
    remoteIslandContent(island),
  );
  document.body.append(container);
  return container;
}

/** The page's islands hydrated as the catalogue's area does on a page of islands. */
const islandsOf = (container: HTMLElement) =>
  hydrateIslands({
    container,
    area: { name: 'mf-catalog', locale: 'en', basePath: '' },
    client: createShopQueryClient(),
    onLeave: jest.fn(),
  });

async function settled() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
const host = (container: HTMLElement) =>
  container.querySelector('[data-remote-island]') as HTMLElement;

beforeAll(async () => {
  // The server renders the island with its team's texts too.
  await loadNamespace('mf-cart-checkout', translations, 'en');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  document.body.innerHTML = '';
  loads.length = 0;
  setRemoteIslandLoader(async (remote) => {
    loads.push(remote);
    return team;
  });
});
afterAll(() => setRemoteIslandLoader(null));

describe("another team's island", () => {
  it('leaves its place on the server, with whose island it is, its props and its id', () => {
    const container = serverPage();
    expect(host(container)).toHaveAttribute('data-remote-island', 'mf-cart-checkout:counter');
    expect(host(container)).toHaveAttribute('data-island-props', '{"start":3}');
    expect(host(container)).toHaveAttribute('data-ssr', 'true');
  });

  it("on a page of islands, hydrates the server's HTML with its own team's code and texts", async () => {
    const error = jest.spyOn(console, 'error');
    const container = serverPage();
    const button = container.querySelector('button') as HTMLButtonElement;
    const page = islandsOf(container);
    await waitFor(() => expect(host(container)).not.toHaveAttribute('data-ssr'));
    expect(loads).toEqual(['mf-cart-checkout']);
    // Hydrated, not rendered again: the server's elements stay, and its ids match.
    expect(container.querySelector('button')).toBe(button);
    const output = container.querySelector('output') as HTMLOutputElement;
    expect(button.getAttribute('aria-describedby')).toBe(output.id);
    button.click();
    await waitFor(() => expect(output.textContent).toBe('4'));
    expect(error).not.toHaveBeenCalled();
    page.unmount();
    await settled();
    button.click();
    await settled();
    expect(host(container).textContent).toBe('');
    error.mockRestore();
  });

  it('on a page React hydrates as a whole, is hydrated by its team inside the page', async () => {
    const error = jest.spyOn(console, 'error');
    const container = serverPage();
    const button = container.querySelector('button') as HTMLButtonElement;
    const root = hydrateRoot(
      container,
      <AreaDataProvider client={createShopQueryClient()}>
        <Page />
      </AreaDataProvider>,
    );
    await waitFor(() => expect(host(container)).not.toHaveAttribute('data-ssr'));
    expect(container.querySelector('button')).toBe(button);
    button.click();
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('4'));
    expect(error).not.toHaveBeenCalled();
    root.unmount();
    error.mockRestore();
  });

  it('on a page rendered in the browser, is rendered there, in the page language, and goes with it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <AreaDataProvider client={createShopQueryClient()}>
        <Page />
      </AreaDataProvider>,
    );
    await waitFor(() => expect(container.querySelector('button')?.textContent).toBe('One more'));
    (container.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('4'));
    const island = host(container).firstElementChild as HTMLElement;
    root.unmount();
    await waitFor(() => expect(island.childNodes).toHaveLength(0));
  });

  it('stays as the server sent it when its team cannot be loaded, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setRemoteIslandLoader(() => Promise.reject(new Error('offline')));
    const container = serverPage();
    const page = islandsOf(container);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(host(container).textContent).toContain('One more');
    expect(warn).toHaveBeenCalledWith(
      '[island] mf-cart-checkout:counter could not be shown',
      expect.any(Error),
    );
    page.unmount();
    warn.mockRestore();
  });

  describe("with the placing team's fallback", () => {
    function PageWithFallback() {
      return (
        <RemoteIsland
          remote="mf-cart-checkout"
          name="counter"
          props={{ start: 3 }}
          fallback={<a href="/count">Count on another page</a>}
        />
      );
    }

    it('shows the fallback in the browser when the team cannot show its island', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      // A release of the team without this island.
      setRemoteIslandLoader(async () =>
        exposeIslands({ name: 'mf-cart-checkout', translations, islands: {} }),
      );
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      root.render(
        <AreaDataProvider client={createShopQueryClient()}>
          <PageWithFallback />
        </AreaDataProvider>,
      );
      await waitFor(() =>
        expect(host(container).innerHTML).toBe(
          '<div class="ui-island"><a href="/count">Count on another page</a></div>',
        ),
      );
      root.unmount();
      warn.mockRestore();
    });

    it("gives way to the island when the server sent the fallback and the team's code loads", async () => {
      const page = renderToString(
        <AreaDataProvider server client={createShopQueryClient()}>
          <PageWithFallback />
        </AreaDataProvider>,
      );
      const container = document.createElement('div');
      // The shop server could not render the island: the fallback is in its place.
      container.innerHTML = page.replace(/<template[^>]*>(.*)<\/template>/, (_, fallback: string) =>
        remoteIslandContent(fallback, true),
      );
      document.body.append(container);
      expect(container.querySelector('a')).not.toBeNull();
      const islands = islandsOf(container);
      await waitFor(() => expect(host(container)).not.toHaveAttribute('data-ssr'));
      expect(container.querySelector('a')).toBeNull();
      expect(container.querySelector('button')?.textContent).toBe('One more');
      islands.unmount();
    });
  });
});
