/**
 * Script injection attempts for every place where shoppers or editors can put text. Each one sets
 * `window.__xss` (or `parent.__xss` from a frame, or opens a dialog) when it manages to run, so a
 * page can prove that none did. Kept short: member fields take 100 characters, a review's public
 * name 60, a phone number 40.
 */

export interface XssPayload {
  /** a short name for reports */
  id: string;
  text: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { id: 'script', text: '<script>window.__xss=1</script>' },
  { id: 'script-mixed-case', text: '<ScRiPt>window.__xss=1</sCrIpT>' },
  { id: 'script-nested', text: '<scr<script>ipt>window.__xss=1</scr</script>ipt>' },
  { id: 'img-onerror', text: '<img src=x onerror="window.__xss=1">' },
  { id: 'img-unclosed', text: '<img src=x onerror=window.__xss=1//' },
  { id: 'svg-onload', text: '<svg onload=window.__xss=1>' },
  { id: 'svg-script', text: '<svg><script>window.__xss=1</script></svg>' },
  { id: 'svg-animate', text: '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>' },
  {
    id: 'svg-xlink',
    text: '<svg><a xlink:href="javascript:window.__xss=1"><text y=9>x</text></a></svg>',
  },
  { id: 'a-javascript', text: '<a href="javascript:window.__xss=1">x</a>' },
  { id: 'a-javascript-entity', text: '<a href="&#106;avascript:window.__xss=1">x</a>' },
  { id: 'a-javascript-tab', text: '<a href="java&#x09;script:window.__xss=1">x</a>' },
  { id: 'a-javascript-space', text: '<a href=" javascript:window.__xss=1">x</a>' },
  {
    id: 'a-data-html',
    text: '<a href="data:text/html,<script>parent.__xss=1</script>">x</a>',
  },
  { id: 'a-vbscript', text: '<a href="vbscript:msgbox(1)">x</a>' },
  { id: 'iframe-srcdoc', text: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { id: 'iframe-javascript', text: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  { id: 'object-data', text: '<object data="javascript:window.__xss=1"></object>' },
  { id: 'embed-src', text: '<embed src="javascript:window.__xss=1">' },
  { id: 'attr-break-double', text: '"><script>window.__xss=1</script>' },
  { id: 'attr-break-single', text: "'><img src=x onerror=window.__xss=1>" },
  { id: 'textarea-break', text: '</textarea><script>window.__xss=1</script>' },
  { id: 'title-break', text: '</title><script>window.__xss=1</script>' },
  { id: 'script-break', text: '</script><script>window.__xss=1</script>' },
  {
    id: 'math-mglyph',
    text: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  },
  {
    id: 'noscript-title',
    text: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  },
  { id: 'details-ontoggle', text: '<details open ontoggle=window.__xss=1>' },
  { id: 'body-onload', text: '<body onload=window.__xss=1>' },
  { id: 'input-autofocus', text: '<input autofocus onfocus=window.__xss=1>' },
  { id: 'video-source', text: '<video><source onerror=window.__xss=1></video>' },
  { id: 'marquee-onstart', text: '<marquee onstart=window.__xss=1>' },
  {
    id: 'form-formaction',
    text: '<form><button formaction=javascript:window.__xss=1>x</button></form>',
  },
  {
    id: 'meta-refresh',
    text: '<meta http-equiv=refresh content="0;url=javascript:window.__xss=1">',
  },
  { id: 'style-attr', text: '<div style="background:url(javascript:window.__xss=1)">x</div>' },
  { id: 'entity-encoded', text: '&lt;img src=x onerror=window.__xss=1&gt;' },
  { id: 'numeric-entities', text: '&#60;script&#62;window.__xss=1&#60;/script&#62;' },
  { id: 'url-encoded', text: '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E' },
  {
    id: 'double-url-encoded',
    text: '%253Cimg%2520src%253Dx%2520onerror%253Dwindow.__xss%253D1%253E',
  },
  { id: 'template', text: "{{constructor.constructor('window.__xss=1')()}}" },
  { id: 'i18n-nesting', text: '$t(reviews.title) {{name}} ${window.__xss=1}' },
  { id: 'javascript-url', text: 'javascript:window.__xss=1' },
];

/**
 * Link targets an editor might put behind rich text that the content backend accepts (it refuses
 * anything but http, https, ftp, mailto, tel and paths). The storefront must still not turn them
 * into a way off the shop without a new tab, nor into markup.
 */
export const EDITOR_LINK_TARGETS: readonly XssPayload[] = [
  { id: 'ftp', text: 'ftp://evil.example/x' },
  { id: 'backslash-path', text: '/\\evil.example' },
  { id: 'protocol-relative', text: '//evil.example/' },
  { id: 'quote-break', text: 'https://evil.example/" onmouseover="window.__xss=1' },
  { id: 'angle-break', text: 'https://evil.example/<script>window.__xss=1</script>' },
];

/** Link targets the content backend must refuse outright when an editor saves them. */
export const REFUSED_LINK_TARGETS: readonly XssPayload[] = [
  { id: 'javascript', text: 'javascript:window.__xss=1' },
  { id: 'javascript-space', text: ' javascript:window.__xss=1' },
  { id: 'javascript-tab', text: 'java\tscript:window.__xss=1' },
  { id: 'data-html', text: 'data:text/html,<script>window.__xss=1</script>' },
  { id: 'vbscript', text: 'vbscript:msgbox(1)' },
];
