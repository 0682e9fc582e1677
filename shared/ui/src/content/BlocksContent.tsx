import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@teashop/contracts';
import { useLocale } from '../remote/LocaleContext';
import { ShopLink } from '../ShopLink';
import { CmsImage } from './CmsImage';
import { contentLink } from './links';
import type { BlockNode, InlineNode, ListItemNode, ListNode, TextNode } from '@teashop/contracts';

/**
 * Where rich text stands, which sets its heading levels and its typography:
 * - `page`: the page's main text under its h1; headings start at h2 (an editor's h1 becomes h2),
 *   in the shop's reading typography;
 * - `section`: a section's text under the section's own h2; every heading moves two levels down
 *   (h1 becomes h3, h2 becomes h4), in the section's typography.
 */
export type BlocksPlacement = 'page' | 'section';

const clamp = (level: number, min: number) => Math.min(6, Math.max(min, level));

function headingLevel(level: number, placement: BlocksPlacement): number {
  return placement === 'page' ? clamp(level, 2) : clamp(level + 2, 3);
}

function renderText(node: TextNode, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <Fragment key={key}>{out}</Fragment>;
}

/** An editor's link: shop links in the page's language, outside links marked, others as text. */
function renderLink(url: string, children: ReactNode, key: number, locale: Locale): ReactNode {
  const link = contentLink(url, locale);
  if (!link) return <span key={key}>{children}</span>;
  return (
    <ShopLink key={key} href={link.href} external={link.external}>
      {children}
    </ShopLink>
  );
}

function renderInline(nodes: readonly InlineNode[] | undefined, locale: Locale): ReactNode[] {
  return (nodes ?? []).map((node, i) =>
    node.type === 'link'
      ? renderLink(node.url, (node.children ?? []).map(renderText), i, locale)
      : renderText(node, i),
  );
}

function renderList(node: ListNode, key: number, locale: Locale): ReactNode {
  const Tag = node.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {(node.children ?? []).map((child, i) =>
        child.type === 'list' ? (
          <li key={i}>{renderList(child, i, locale)}</li>
        ) : (
          <li key={i}>{renderListItem(child, locale)}</li>
        ),
      )}
    </Tag>
  );
}

function renderListItem(item: ListItemNode, locale: Locale): ReactNode[] {
  return (item.children ?? []).map((child, i) =>
    child.type === 'list' ? (
      renderList(child, i, locale)
    ) : (
      <Fragment key={i}>{renderInline([child], locale)}</Fragment>
    ),
  );
}

function renderBlock(
  block: BlockNode,
  key: number,
  locale: Locale,
  placement: BlocksPlacement,
): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, locale)}</p>;
    case 'heading': {
      const Tag = `h${headingLevel(block.level, placement)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag key={key}>{renderInline(block.children, locale)}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children, locale)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>
            {(block.children ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('')}
          </code>
        </pre>
      );
    case 'list':
      return renderList(block, key, locale);
    case 'image':
      return block.image?.url ? (
        <figure key={key} className="ui-blocks-figure">
          <CmsImage media={block.image} maxWidth={800} className="ui-blocks-image" />
        </figure>
      ) : null;
    default:
      return null;
  }
}

/**
 * Rich text from the content backend as React elements: text is always text (never parsed as
 * HTML), links pass the shop's link guard, images come in their generated sizes.
 */
export function BlocksContent({
  blocks,
  placement = 'page',
  className,
}: {
  blocks: readonly BlockNode[] | null | undefined;
  placement?: BlocksPlacement;
  className?: string;
}) {
  const locale = useLocale();
  if (!Array.isArray(blocks)) return null;
  const classes = [placement === 'page' ? 'ui-prose' : '', className ?? ''].join(' ').trim();
  return (
    <div className={classes || undefined}>
      {blocks.map((block: BlockNode, i) => renderBlock(block, i, locale, placement))}
    </div>
  );
}

/** The plain text of rich text (meta description, structured data). */
export function blocksToText(blocks: readonly BlockNode[] | null | undefined): string {
  if (!Array.isArray(blocks)) return '';
  const inline = (nodes: readonly (InlineNode | ListNode)[] | undefined): string =>
    (nodes ?? [])
      .map((n) =>
        n.type === 'text'
          ? n.text
          : n.type === 'link'
            ? inline(n.children)
            : n.type === 'list'
              ? list(n)
              : '',
      )
      .join('');
  const list = (l: ListNode): string =>
    (l.children ?? []).map((c) => (c.type === 'list' ? list(c) : inline(c.children))).join(' ');
  return blocks
    .map((b) => (b.type === 'list' ? list(b) : b.type === 'image' ? '' : inline(b.children)))
    .filter(Boolean)
    .join(' ');
}
