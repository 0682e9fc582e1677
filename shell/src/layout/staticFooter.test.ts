import { keepServerFooter } from './staticFooter';

function serverFooter(): HTMLElement {
  document.body.innerHTML =
    '<div id="shell-footer" data-ssr="true"><footer><a href="/about">About us</a>' +
    '<a href="https://instagram.example/teashop" target="_blank">Instagram</a></footer></div>';
  return document.getElementById('shell-footer') as HTMLElement;
}

function goTo(url: string) {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function click(element: Element): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('keepServerFooter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/products'));

  it('keeps the server HTML as it is and marks it live', () => {
    const container = serverFooter();
    const link = container.querySelector('a');
    keepServerFooter(container, jest.fn());
    expect(container).not.toHaveAttribute('data-ssr');
    expect(container.querySelector('a')).toBe(link);
  });

  it('follows a shop link in it without a page load', () => {
    const container = serverFooter();
    const render = jest.fn();
    keepServerFooter(container, render);
    const followed = !click(container.querySelector('a[href="/about"]') as Element);
    expect(followed).toBe(true);
    expect(window.location.pathname).toBe('/about');
    expect(render).not.toHaveBeenCalled();
  });

  it('leaves a link to another site to the browser', () => {
    const container = serverFooter();
    keepServerFooter(container, jest.fn());
    expect(click(container.querySelector('a[target="_blank"]') as Element)).toBe(true);
    expect(window.location.pathname).toBe('/products');
  });

  it('is drawn in the browser once the language changes, and only then', () => {
    const render = jest.fn();
    keepServerFooter(serverFooter(), render);
    goTo('/products/longjing');
    goTo('/news');
    expect(render).not.toHaveBeenCalled();
    goTo('/zh/news');
    expect(render).toHaveBeenCalledTimes(1);
    goTo('/jp');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('is drawn in the browser on a page whose layout has no footer', () => {
    const render = jest.fn();
    keepServerFooter(serverFooter(), render);
    goTo('/login');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('stops following links once it is drawn in the browser', () => {
    const container = serverFooter();
    keepServerFooter(container, jest.fn());
    goTo('/zh');
    expect(click(container.querySelector('a[href="/about"]') as Element)).toBe(true);
    expect(window.location.pathname).toBe('/zh');
  });
});
