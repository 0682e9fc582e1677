import { act } from '@testing-library/react';
import { initI18n } from '@teashop/runtime';
import { fallbackLifecycles } from './fallbackModules';

describe('the fallback of an area whose code could not be loaded', () => {
  beforeAll(() => initI18n('en'));

  it("keeps the server's page, live, so held clicks go through; another address is loaded whole", async () => {
    window.history.replaceState(null, '', '/search?q=oolong');
    document.body.innerHTML =
      '<div id="area-mf-catalog" data-ssr="true"><form action="/search"><button>Search</button></form></div>';
    const reload = jest.fn();
    const lifecycles = fallbackLifecycles('mf-catalog', reload);
    await act(() => lifecycles.mount());
    const host = document.getElementById('area-mf-catalog') as HTMLElement;
    expect(host.hasAttribute('data-ssr')).toBe(false);
    expect(host.querySelector('[data-fallback]')).toBeNull();
    expect(host.textContent).toBe('Search');
    const routed = () => window.dispatchEvent(new Event('single-spa:routing-event'));
    window.history.replaceState(null, '', '/search?q=oolong#teas');
    routed();
    expect(reload).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/products');
    routed();
    expect(reload).toHaveBeenCalledTimes(1);
    // Left for another area: the next change of address is that area's.
    await act(() => lifecycles.unmount());
    window.history.replaceState(null, '', '/about');
    routed();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the "not available" message where the server sent nothing', async () => {
    document.body.innerHTML = '<div id="area-mf-catalog"></div>';
    const lifecycles = fallbackLifecycles('mf-catalog', jest.fn());
    await act(() => lifecycles.mount());
    const host = document.getElementById('area-mf-catalog') as HTMLElement;
    expect(host.querySelector('[data-boundary="mf-catalog"] [data-fallback]')).toHaveTextContent(
      'This part of the shop is not available right now.',
    );
    await act(() => lifecycles.unmount());
    expect(host.textContent).toBe('');
  });
});
