/** @jest-environment node */
import {
  embeddedDataScripts,
  fillSlot,
  inlineStyles,
  preloadCode,
  splitAfterHeader,
  styleBlocks,
  stylesSeenIn,
  withLayout,
} from './pageDocument';

const page =
  '<html><head></head><body><div id="shell-header"></div><main id="main-content">' +
  '<div id="area-mf-catalog"></div></main><div id="shell-footer"></div><div id="shell-root"></div></body></html>';

describe('page document', () => {
  it('fills a placeholder and marks it for hydration; a part left to the browser stays empty', () => {
    const html = fillSlot(page, 'area-mf-catalog', '<p>$& tea</p>');
    expect(html).toContain('<div id="area-mf-catalog" data-ssr="true"><p>$& tea</p></div>');
    expect(fillSlot(page, 'shell-footer', null)).toBe(page);
  });

  it('splits after the header so the head and header can be sent first', () => {
    const [start, rest] = splitAfterHeader(fillSlot(page, 'shell-header', '<header>h</header>'));
    expect(start.endsWith('<header>h</header></div>')).toBe(true);
    expect(rest.startsWith('<main')).toBe(true);
  });

  it('embeds data so that editor text can never close the script', () => {
    const scripts = embeddedDataScripts({ shell: { name: '</script><script>alert(1)</script>' } });
    expect(scripts).toContain('id="ssr-data-shell"');
    expect(scripts.match(/<\/script>/g)).toHaveLength(1);
    const json = scripts.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('puts the layout on the body for auth pages only', () => {
    expect(withLayout(page, 'auth')).toContain('<body data-layout="auth">');
    expect(withLayout(page, 'default')).toBe(page);
  });

  it('carries style sheets inline, named for the style loader, each rule once', () => {
    const html = inlineStyles(
      [
        { href: '/remotes/mf-catalog/84.abc.css', css: '.card{color:red}</style><b>' },
        {
          href: '/remotes/mf-catalog/102.ui.css',
          css: '.ui{}\n/*# sourceMappingURL=102.ui.css.map*/',
        },
        { href: '/remotes/mf-catalog/9.missing.css', css: null },
        { href: '/remotes/mf-catalog/31.detail.css', css: '.detail{gap:4px}\n.card{color:red}' },
      ],
      stylesSeenIn(['.ui{}']),
    );
    expect(html).toBe(
      '<style data-href="84.abc.css">.card{color:red}\n<\\/style><b></style>' +
        '<style data-href="102.ui.css"></style>' +
        '<link rel="stylesheet" href="/remotes/mf-catalog/9.missing.css" />' +
        '<style data-href="31.detail.css">.detail{gap:4px}</style>',
    );
  });

  it('reads a style sheet as its top-level blocks, at-rules and strings whole', () => {
    const css = [
      '@charset "utf-8";',
      '/* the card */ .card { content: "}"; color: red }',
      '@media (max-width: 600px) { .card { gap: 0 } .list { display: block } }',
      ".quote::before { content: '\\'{' }",
      '/*# sourceMappingURL=a.css.map*/',
    ].join('\n');
    expect(styleBlocks(css)).toEqual([
      '@charset "utf-8";',
      '.card { content: "}"; color: red }',
      '@media (max-width: 600px) { .card { gap: 0 } .list { display: block } }',
      ".quote::before { content: '\\'{' }",
    ]);
  });

  it("names the area's code up front: its entry and its scripts, at low priority", () => {
    expect(preloadCode(undefined)).toBe('');
    expect(
      preloadCode({
        scripts: ['/remotes/mf-catalog/remoteEntry.js', '/remotes/mf-catalog/1.a"b.js'],
      }),
    ).toBe(
      '<link rel="preload" as="script" href="/remotes/mf-catalog/remoteEntry.js" fetchpriority="low" />' +
        '<link rel="preload" as="script" href="/remotes/mf-catalog/1.a&quot;b.js" fetchpriority="low" />',
    );
  });
});
