import { screen } from '@testing-library/react';
import { BlocksContent } from './BlocksContent';
import type { BlockNode } from './types';
import { renderInArea } from '../../test/renderInArea';

const blocks: BlockNode[] = [
  { type: 'heading', level: 1, children: [{ type: 'text', text: 'Brewing oolong' }] },
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
      { type: 'text', text: '.' },
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

describe('rich text', () => {
  it('renders blocks as elements, with localized site links and external links marked', async () => {
    await renderInArea(<BlocksContent blocks={blocks} />, { locale: 'jp' });
    // The page has its own h1; content headings start at h2.
    expect(screen.getByRole('heading', { level: 2, name: 'Brewing oolong' })).toBeInTheDocument();
    expect(screen.getByText('95 °C').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'our teas' })).toHaveAttribute('href', '/jp/products');
    const external = screen.getByRole('link', { name: 'a guide' });
    expect(external).toHaveAttribute('href', 'https://example.org/tea');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Warm the pot',
      'Rinse the leaves',
    ]);
  });

  it('never turns content into markup or script links', async () => {
    const { container } = await renderInArea(<BlocksContent blocks={blocks} />);
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText('this').tagName).toBe('SPAN');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>').tagName).toBe('BLOCKQUOTE');
  });
});
