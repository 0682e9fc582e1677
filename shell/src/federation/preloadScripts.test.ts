import { preloadScripts } from './preloadScripts';

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    priority: link.getAttribute('fetchpriority'),
  }));

describe('preloadScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('hints each script once, at low priority, and resolves when all have arrived', async () => {
    const script = document.createElement('script');
    script.src = '/remotes/mf-catalog/already-running.js';
    document.body.append(script);
    const done = preloadScripts([
      '/remotes/mf-catalog/remoteEntry.js',
      '/remotes/mf-catalog/spa.1.js',
      '/remotes/mf-catalog/already-running.js',
    ]);
    const again = preloadScripts(['/remotes/mf-catalog/remoteEntry.js']);
    expect(hints()).toEqual([
      { href: 'http://localhost/remotes/mf-catalog/remoteEntry.js', as: 'script', priority: 'low' },
      { href: 'http://localhost/remotes/mf-catalog/spa.1.js', as: 'script', priority: 'low' },
    ]);
    await expect(again).resolves.toBeUndefined();
    let settled = false;
    void done.then(() => {
      settled = true;
    });
    const links = document.head.querySelectorAll('link');
    links[0]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    links[1]?.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects when a script cannot be fetched, and drops its hint so it can be tried again', async () => {
    const done = preloadScripts(['/remotes/mf-member/remoteEntry.js']);
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await expect(done).rejects.toThrow('remoteEntry.js could not be preloaded');
    expect(hints()).toEqual([]);
  });
});
