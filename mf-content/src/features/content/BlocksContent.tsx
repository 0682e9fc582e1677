import { Fragment, type ReactNode } from 'react';
import {
  ShopLink,
  classifyHref,
  localizePath,
  type Locale,
  pageOrigin,
  useLocale,
} from '@teashop/shared';
import { CmsImage } from './CmsImage';
import type { BlockNode, InlineNode, ListItemNode, ListNode, TextNode } from './types';
import styles from './content.module.css';

function renderText(node: TextNode, key: number): ReactNode {
  let out: ReactNode = node.text;
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <Fragment key={key}>{out}</Fragment>;
}

/**
 * A link written by an editor: site paths become localized shop links, web and mail links open
 * outside the shop, anything else (javascript:, data:, ...) is rendered as plain text.
 */
function renderLink(url: string, children: ReactNode, key: number, locale: Locale): ReactNode {
  const kind = classifyHref(url, pageOrigin());
  if (kind === 'refused') return <span key={key}>{children}</span>;
  if (kind === 'external') {
    return (
      <ShopLink key={key} href={url} external>
        {children}
      </ShopLink>
    );
  }
  const href = url.startsWith('/') && !url.startsWith('//') ? localizePath(url, locale) : url;
  return (
    <ShopLink key={key} href={href}>
      {children}
    </ShopLink>
  );
}

function renderInline(nodes: InlineNode[] | undefined, locale: Locale): ReactNode[] {
  return (nodes ?? []).map((node, i) =>
    node.type === 'link'
      ? renderLink(node.url, node.children.map(renderText), i, locale)
      : renderText(node, i),
  );
}

function renderList(node: ListNode, key: number, locale: Locale): ReactNode {
  const Tag = node.format === 'ordered' ? 'ol' : 'ul';
  return (
    <Tag key={key}>
      {node.children.map((child, i) =>
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
  return item.children.map((child, i) =>
    child.type === 'list'
      ? renderList(child, i, locale)
      : renderInline([child], locale).map((n) => <Fragment key={i}>{n}</Fragment>),
  );
}

function renderBlock(block: BlockNode, key: number, locale: Locale): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, locale)}</p>;
    case 'heading': {
      // The page title is the h1; headings inside the content start one level below.
      const level = Math.min(Math.max(block.level, 2), 6);
      const Tag = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Tag key={key}>{renderInline(block.children, locale)}</Tag>;
    }
    case 'quote':
      return <blockquote key={key}>{renderInline(block.children, locale)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.children.map((c) => (c.type === 'text' ? c.text : '')).join('')}</code>
        </pre>
      );
    case 'list':
      return renderList(block, key, locale);
    case 'image':
      return block.image?.url ? (
        <figure key={key}>
          <CmsImage media={block.image} className={styles.inlineImage} />
        </figure>
      ) : null;
    default:
      return null;
  }
}

/** Rich text from the content backend rendered as React elements (no raw HTML is injected). */
export function BlocksContent({
  blocks,
  className,
}: {
  blocks: BlockNode[] | null | undefined;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <div className={[styles.prose, className ?? ''].join(' ').trim()}>
      {(blocks ?? []).map((block, i) => renderBlock(block, i, locale))}
    </div>
  );
}
