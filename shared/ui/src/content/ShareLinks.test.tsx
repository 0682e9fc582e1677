import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInArea } from '@teashop/runtime/test-support';
import { pageUrl, subscribe } from '@teashop/contracts';
import { ShareLinks, shareTargets } from './ShareLinks';

const share = {
  label: 'Share',
  facebook: 'Facebook',
  line: 'LINE',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied.',
};
const area = { area: 'mf-test', translations: { en: { share }, zh: { share }, jp: { share } } };

function toasts() {
  const seen: Array<{ message: string; kind?: string }> = [];
  const stop = subscribe('shell:toast', (toast) => void seen.push(toast));
  return { seen, stop };
}

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('share links', () => {
  afterEach(() => setClipboard(undefined));

  it('sends the page’s address to both networks, and its title to LINE', () => {
    const targets = shareTargets('https://shop.test/jp/news/a b', 'Gongfu & you');
    expect(targets.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fjp%2Fnews%2Fa%20b',
    );
    expect(targets.line).toBe(
      'https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fshop.test%2Fjp%2Fnews%2Fa%20b&text=Gongfu%20%26%20you',
    );
  });

  it("shares the address it is given, in the page's language", async () => {
    await renderInArea(
      <ShareLinks title="Oolong" url={pageUrl('/news/oolong', 'jp')} ns="mf-test" />,
      { ...area, locale: 'jp', url: '/jp/news/oolong' },
    );
    const line = screen.getByRole('link', { name: 'LINE' });
    expect(line.getAttribute('href')).toContain(
      `url=${encodeURIComponent(pageUrl('/news/oolong', 'jp'))}&text=Oolong`,
    );
    expect(line).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
  });

  it('copies the given address and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    const { seen, stop } = toasts();
    await renderInArea(
      <ShareLinks
        title="Longjing"
        url="https://shop.test/products/longjing"
        ns="mf-test"
        variant="links"
      />,
      area,
    );
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent('https://shop.test/products/longjing'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'Link copied', kind: 'success' }]));
    expect(writeText).toHaveBeenCalledWith('https://shop.test/products/longjing');
    stop();
  });

  it('falls back to a selected text when the clipboard refuses', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    const execCommand = jest.fn(() => true);
    document.execCommand = execCommand;
    const { seen, stop } = toasts();
    await renderInArea(
      <ShareLinks title="Longjing" url="https://shop.test/products/longjing" ns="mf-test" />,
      area,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(seen).toEqual([{ message: 'Link copied', kind: 'success' }]));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    stop();
  });

  it('tells the shopper when the link could not be copied, and never throws', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    document.execCommand = jest.fn(() => {
      throw new Error('not supported');
    });
    const { seen, stop } = toasts();
    await renderInArea(
      <ShareLinks title="Longjing" url="https://shop.test/products/longjing" ns="mf-test" />,
      area,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(seen).toEqual([{ message: 'The link could not be copied.', kind: 'error' }]),
    );
    stop();
  });
});
