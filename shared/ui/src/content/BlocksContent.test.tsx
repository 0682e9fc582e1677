import { screen } from '@testing-library/react';
import { renderInArea } from '@teashop/runtime/test-support';
import { BlocksContent, blocksToText } from './BlocksContent';
import type { BlockNode } from '@teashop/contracts';

const area = { area: 'mf-test', translations: { en: {}, zh: {}, jp: {} } };

const blocks: BlockNode[] = [
  { type: 'heading', level: 1, children: [{ type: 'text', text: 'Brewing oolong' }] },
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'From the garden' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Use ' },
      { type: 'text', text: '95 °C', bold: true },
      { type: 'text', text: ' water. See ' },
      { type: 'link', url: '/products', children: [{ type: 'text', text: 'our teas' }] },
      { type: 'text', text: ', ' },
      {
        type: 'link',
        url: 'https://example.org/tea',
        children: [{ type: 'text', text: 'a guide' }],
      },
      { type: 'text', text: ' or ' },
      { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'this' }] },
      { type: 'text', text: ' <img src=x onerror=alert(1)>' },
    ],
  },
  {
    type: 'list',
    format: 'ordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'Warm the pot' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'Rinse the leaves' }] },
    ],
  },
  { type: 'quote', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
];

const link = (url: string, text: string): BlockNode => ({
  type: 'paragraph',
  children: [{ type: 'link', url, children: [{ type: 'text', text }] }],
});

describe('rich text', () => {
  it('renders blocks as elements, with localized site links and external links marked', async () => {
    await renderInArea(<BlocksContent blocks={blocks} />, { ...area, locale: 'jp' });
    // A page has its own h1: content headings start at h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Brewing oolong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'From the garden' })).toBeInTheDocument();
    expect(screen.getByText('95 °C').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our teas' })).toHaveAttribute('href', '/jp/products');
    const external = screen.getByRole('link', { name: 'a guide' });
    expect(external).toHaveAttribute('href', 'https://example.org/tea');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Warm the pot',
      'Rinse the leaves',
    ]);
  });

  it('puts a section text under the section heading, keeping its outline', async () => {
    await renderInArea(<BlocksContent blocks={blocks} placement="section" />, area);
    expect(screen.getByRole('heading', { level: 3, name: 'Brewing oolong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'From the garden' })).toBeInTheDocument();
  });

  it('never turns content into markup or script links', async () => {
    const { container } = await renderInArea(<BlocksContent blocks={blocks} />, area);
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText('this').tagName).toBe('SPAN');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('BLOCKQUOTE');
    expect(container.querySelectorAll('a')).toHaveLength(2);
  });

  it('refuses links that leave the shop without naming their scheme, and keeps mail links', async () => {
    await renderInArea(
      <BlocksContent
        blocks={[
          link('//evil.example/login', 'sneaky'),
          link('java\tscript:alert(1)', 'hidden script'),
          link('data:text/html,<b>x</b>', 'data'),
          link('mailto:tea@example.org', 'write to us'),
        ]}
      />,
      area,
    );
    expect(screen.queryByRole('link', { name: 'sneaky' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'hidden script' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'data' })).toBeNull();
    expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute(
      'href',
      'mailto:tea@example.org',
    );
  });

  it('turns a link to the shop’s own address into a site path in the page’s language', async () => {
    await renderInArea(
      <BlocksContent blocks={[link(`${location.origin}/news?tag=latest#top`, 'news')]} />,
      { ...area, locale: 'zh' },
    );
    const news = screen.getByRole('link', { name: 'news' });
    expect(news).toHaveAttribute('href', '/zh/news?tag=latest#top');
    expect(news).not.toHaveAttribute('target');
  });

  it('shows images in their generated sizes, with size, alt text and lazy loading', async () => {
    const { container } = await renderInArea(
      <BlocksContent
        blocks={[
          {
            type: 'image',
            image: {
              url: '/uploads/pot.jpg',
              width: 1600,
              height: 1200,
              alternativeText: 'A clay teapot',
              formats: {
                small: { url: '/uploads/small_pot.jpg', width: 500, height: 375 },
                large: { url: '/uploads/large_pot.jpg', width: 1000, height: 750 },
              },
            },
          },
        ]}
      />,
      { ...area, config: { cmsUrl: 'http://cms.test' } },
    );
    const img = screen.getByRole('img', { name: 'A clay teapot' });
    expect(img).toHaveAttribute('src', 'http://cms.test/uploads/large_pot.jpg');
    expect(img.getAttribute('srcset')).toBe(
      'http://cms.test/uploads/small_pot.jpg 500w, http://cms.test/uploads/large_pot.jpg 1000w, http://cms.test/uploads/pot.jpg 1600w',
    );
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('figure')).toContainElement(img);
  });

  it('gives the plain text for descriptions', () => {
    expect(blocksToText(blocks)).toBe(
      'Brewing oolong From the garden Use 95 °C water. See our teas, a guide or this <img src=x onerror=alert(1)> Warm the pot Rinse the leaves <img src=x onerror=alert(1)>',
    );
  });
});
