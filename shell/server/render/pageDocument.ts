import { embeddedDataId, serializeForScript } from '@teashop/runtime';
import { CODE_HINTS_ATTRIBUTE } from '../../src/startup/codeHints';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Puts server HTML into an empty placeholder `<div id="…"></div>` of the shell's page. */
export function fillSlot(html: string, id: string, inner: string | null): string {
  if (inner === null) return html;
  return html.replace(
    `<div id="${id}"></div>`,
    () => `<div id="${id}" data-ssr="true">${inner}</div>`,
  );
}

/** Where a quoted string that starts at `start` ends (after its closing quote). */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * A style sheet's top-level blocks in order (rules, at-rule blocks, statements such as `@import`),
 * each trimmed, comments (the source map's among them) left out.
 */
export function styleBlocks(css: string): string[] {
  const blocks: string[] = [];
  let block = '';
  let depth = 0;
  let i = 0;
  while (i < css.length) {
    const char = css[i] as string;
    if (char === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      i = close === -1 ? css.length : close + 2;
      continue;
    }
    if (char === '"' || char === "'") {
      const end = stringEnd(css, i);
      block += css.slice(i, end);
      i = end;
      continue;
    }
    block += char;
    i += 1;
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (depth === 0 && (char === '}' || char === ';')) {
      if (block.trim()) blocks.push(block.trim());
      block = '';
    }
  }
  if (block.trim()) blocks.push(block.trim());
  return blocks;
}

/** Blocks of the sheets seen so far: the same few sheets go into every page. */
const blocksOfSheet = new Map<string, string[]>();
const SHEETS_REMEMBERED = 500;

function blocksOf(css: string): string[] {
  let blocks = blocksOfSheet.get(css);
  if (!blocks) {
    if (blocksOfSheet.size >= SHEETS_REMEMBERED) blocksOfSheet.clear();
    blocks = styleBlocks(css);
    blocksOfSheet.set(css, blocks);
  }
  return blocks;
}

/** The blocks of style sheets already on the page, for `inlineStyles` to leave out. */
export function stylesSeenIn(sheets: readonly string[]): Set<string> {
  return new Set(sheets.flatMap(blocksOf));
}

/**
 * Style sheets for the head, so server HTML is styled before any script runs: inline, each marked
 * with its file name (`data-href`), which the browser build's style loader recognises and does
 * not fetch again. A sheet whose text is missing is linked instead. A rule already on the page
 * (chunks of one area share CSS modules: a product card's rules come with the list, the product
 * page and search) is not repeated: the browser matches each rule once.
 */
export function inlineStyles(
  sheets: readonly { href: string; css: string | null }[],
  seen = new Set<string>(),
): string {
  return sheets
    .map(({ href, css }) => {
      const file = escapeAttribute(href.slice(href.lastIndexOf('/') + 1));
      if (css === null) return `<link rel="stylesheet" href="${escapeAttribute(href)}" />`;
      const blocks = blocksOf(css).filter((block) => !seen.has(block));
      for (const block of blocks) seen.add(block);
      const text = blocks.join('\n').replace(/<\/style/gi, '<\\/style');
      return `<style data-href="${file}">${text}</style>`;
    })
    .join('');
}

/**
 * A hint for a script the page will need soon, so it downloads alongside the area's code rather
 * than after it: the page's strings, which the area loads before it hydrates. Low priority.
 */
export function preloadScript(href: string | undefined): string {
  if (!href) return '';
  return `<link rel="preload" as="script" href="${escapeAttribute(href)}" fetchpriority="low" />`;
}

/**
 * Hints for the area's code, which the browser would otherwise discover one file at a time (the
 * remote's entry, then its page module): all requested at once, at low priority, and used from the
 * cache when the federation runtime asks for them.
 */
export function preloadCode(code: { scripts: readonly string[] } | undefined): string {
  return code ? code.scripts.map(preloadScript).join('') : '';
}

/**
 * Code hints held back until the page's first view has painted: inside a template they are
 * inert, and the shell puts them into the head as it starts (`adoptCodeHints`), alongside its own
 * code. Before that, the largest picture has the connection to itself.
 */
export function heldCodeHints(hints: string): string {
  return hints ? `<template ${CODE_HINTS_ATTRIBUTE}>${hints}</template>` : '';
}

/** The data each part was rendered from, as JSON scripts the browser reads when it hydrates. */
export function embeddedDataScripts(parts: Record<string, Record<string, unknown>>): string {
  return Object.entries(parts)
    .map(
      ([part, data]) =>
        `<script type="application/json" id="${embeddedDataId(part)}">${serializeForScript(data)}</script>`,
    )
    .join('');
}

/** The page's layout on the body, as the shell sets it in the browser (auth pages are narrow). */
export function withLayout(html: string, layout: string): string {
  return layout === 'default' ? html : html.replace('<body>', `<body data-layout="${layout}">`);
}

/** Splits the page after the header, so the head and header can be sent before the content. */
export function splitAfterHeader(html: string): [string, string] {
  const start = html.indexOf('<div id="shell-header"');
  const end = start === -1 ? -1 : html.indexOf('<main', start);
  return end === -1 ? [html, ''] : [html.slice(0, end), html.slice(end)];
}
