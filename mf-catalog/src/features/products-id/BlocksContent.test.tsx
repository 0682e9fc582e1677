import { render, screen } from '@testing-library/react';
import type { BlockNode } from '../../api/types';
import { BlocksContent, blocksToText } from './BlocksContent';

const blocks: BlockNode[] = [
  { type: 'heading', level: 2, children: [{ type: 'text', text: 'From the garden' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Picked in ' },
      { type: 'text', text: 'spring', bold: true },
      { type: 'text', text: ' <img src=x onerror=alert(1)>' },
      { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'bad link' }] },
      {
        type: 'link',
        url: 'https://example.org/farm',
        children: [{ type: 'text', text: 'the farm' }],
      },
    ],
  },
  {
    type: 'list',
    format: 'ordered',
    children: [
      { type: 'list-item', children: [{ type: 'text', text: 'Warm the pot' }] },
      { type: 'list-item', children: [{ type: 'text', text: 'Steep' }] },
    ],
  },
];

describe('blocks rich text', () => {
  it('renders React elements, never markup from the text, and guards links', () => {
    const { container } = render(<BlocksContent blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 4, name: 'From the garden' })).toBeInTheDocument();
    expect(screen.getByText('spring').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('bad link');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    const farm = screen.getByRole('link', { name: 'the farm' });
    expect(farm).toHaveAttribute('href', 'https://example.org/farm');
    expect(farm).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('gives the plain text for descriptions', () => {
    expect(blocksToText(blocks)).toBe(
      'From the garden Picked in spring <img src=x onerror=alert(1)>bad linkthe farm Warm the pot Steep',
    );
  });
});
