import { act } from '@testing-library/react';
import { initI18n } from '@teashop/runtime';
import { fallbackLifecycles } from './fallbackModules';

describe('the fallback of an area whose code could not be loaded', () => {
  beforeAll(() => initI18n('en'));

  it('replaces the server HTML and marks the part live, so clicks on it are not held', async () => {
    document.body.innerHTML =
      '<div id="area-mf-catalog" data-ssr="true"><button>Add to cart</button></div>';
    const lifecycles = fallbackLifecycles('mf-catalog');
    await act(() => lifecycles.mount());
    const host = document.getElementById('area-mf-catalog') as HTMLElement;
    expect(host.hasAttribute('data-ssr')).toBe(false);
    expect(host.querySelector('[data-boundary="mf-catalog"]')).not.toBeNull();
    expect(host.textContent).not.toContain('Add to cart');
    await act(() => lifecycles.unmount());
  });
});
