import { Fragment, type ReactNode } from 'react';
import { pageOrigin, safeHref, ShopLink } from '@teashop/shared';
import type { BlockNode, InlineNode, ListItemNode, ListNode } from '../../api/types';
import { imageSource } from '../../api/images';

function renderInline(nodes: readonly InlineNode[] | undefined): ReactNode {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'link') {
      const external = /^[a-z][a-z0-9+.-]*:/i.test(node.url.trim());
      const href = safeHref(node.url, { external, currentOrigin: pageOrigin() });
      const children = renderInline(node.children);
      if (!href) return <Fragment key={index}>{children}</Fragment>;
      return external ? (
        <a key={index} href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <ShopLink key={index} href={href}>
          {children}
        </ShopLink>
      );
    }
    if (node.type !== 'text') return null;
    let out: ReactNode = node.text;
    if (node.code) out = <code>{out}</code>;
    if (node.bold) out = <strong>{out}</strong>;
    if (node.italic) out = <em>{out}</em>;
    if (node.underline) out = <u>{out}</u>;
    if (node.strikethrough) out = <s>{out}</s>;
    return <Fragment key={index}>{out}</Fragment>;
  });
}

function renderList(list: ListNode, key: number): ReactNode {
  const items = (list.children ?? []).map((child, i) =>
    child.type === 'list' ? (
      <li key={i}>{renderList(child, i)}</li>
    ) : (
      <li key={i}>{renderInline((child as ListItemNode).children)}</li>
    ),
  );
  return list.format === 'ordered' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
}

/** Heading levels inside a page section start below the section's own h2. */
function Heading({ level, children }: { level: number; children: ReactNode }) {
  const clamped = Math.min(6, Math.max(3, level + 2));
  const Tag = `h${clamped}` as 'h3' | 'h4' | 'h5' | 'h6';
  return <Tag>{children}</Tag>;
}

/**
 * Blocks rich text as React elements: text is always text (never parsed as HTML) and links pass
 * the shop's link guard.
 */
export function BlocksContent({ blocks }: { blocks: readonly BlockNode[] | null | undefined }) {
  if (!Array.isArray(blocks)) return null;
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={index}>{renderInline(block.children)}</p>;
          case 'heading':
            return (
              <Heading key={index} level={block.level}>
                {renderInline(block.children)}
              </Heading>
            );
          case 'quote':
            return <blockquote key={index}>{renderInline(block.children)}</blockquote>;
          case 'code':
            return (
              <pre key={index}>
                <code>{renderInline(block.children)}</code>
              </pre>
            );
          case 'list':
            return renderList(block, index);
          case 'image': {
            const image = imageSource(block.image, 800);
            return image ? (
              <img
                key={index}
                src={image.src}
                srcSet={image.srcSet}
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="lazy"
                style={{ maxWidth: '100%', height: 'auto' }}
              />
            ) : null;
          }
          default:
            return null;
        }
      })}
    </>
  );
}

/** The plain text of blocks (meta description, structured data). */
export function blocksToText(blocks: readonly BlockNode[] | null | undefined): string {
  if (!Array.isArray(blocks)) return '';
  const inline = (nodes: readonly InlineNode[] | undefined): string =>
    (nodes ?? [])
      .map((n) => (n.type === 'text' ? n.text : n.type === 'link' ? inline(n.children) : ''))
      .join('');
  const list = (l: ListNode): string =>
    (l.children ?? [])
      .map((c) => (c.type === 'list' ? list(c) : inline((c as ListItemNode).children)))
      .join(' ');
  return blocks
    .map((b) => {
      if (b.type === 'list') return list(b);
      if (b.type === 'image') return '';
      return inline(b.children);
    })
    .filter(Boolean)
    .join(' ');
}
