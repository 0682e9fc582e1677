/**
 * Shapes the content backend gives for its built-in field kinds, as the REST API returns them
 * (Strapi 5 flat format): an uploaded file (`media`) and rich text (`blocks`). The content types
 * and components themselves are in `contracts/wire.generated.ts`, which uses these.
 */

/** One generated size of an uploaded image. */
export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

/** An uploaded file (the fields the shop asks for). */
export interface Media {
  id?: number;
  documentId?: string;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  formats?: Partial<Record<'thumbnail' | 'small' | 'medium' | 'large', MediaFormat>> | null;
}

// Rich text ("blocks") as stored by the content backend.
export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}

export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}

export type InlineNode = TextNode | LinkNode;

export interface ListItemNode {
  type: 'list-item';
  children: Array<InlineNode | ListNode>;
}

export interface ListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number;
  children: Array<ListItemNode | ListNode>;
}

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; language?: string; children: InlineNode[] }
  | { type: 'image'; image: Media; children?: InlineNode[] }
  | ListNode;
