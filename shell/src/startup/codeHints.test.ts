import { adoptCodeHints } from './codeHints';

describe('adoptCodeHints', () => {
  it('puts the held-back hints into the head, where the browser acts on them', () => {
    document.head.innerHTML =
      '<template data-code-hints><link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js"></template>';
    document.body.innerHTML =
      '<template data-code-hints><link rel="preload" as="script" href="/remotes/mf-cart-checkout/remoteEntry.js"></template><div id="area-mf-catalog"></div>';
    expect(document.querySelectorAll('head > link')).toHaveLength(0);

    adoptCodeHints();

    const hints = [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="preload"]')];
    expect(hints.map((link) => link.getAttribute('href'))).toEqual([
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-cart-checkout/remoteEntry.js',
    ]);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('does nothing on a page without hints', () => {
    document.head.innerHTML = '<title>Teas</title>';
    document.body.innerHTML = '<div id="area-mf-content"></div>';
    adoptCodeHints();
    expect(document.head.innerHTML).toBe('<title>Teas</title>');
  });
});
