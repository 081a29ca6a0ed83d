/**
 * Active content: files a browser would run as a page or script when opened from our origin (HTML, XML, SVG,
 * JavaScript), and shell scripts. Uploads refuse them, judged from the declared type, the file name's extension
 * and the first bytes.
 */
export const ACTIVE_CONTENT =
  'Files that can run code in a browser or a shell (HTML, XML, SVG, scripts) cannot be uploaded.';

/** Browsers render any `xml` or `+xml` type as an XML document, which may carry XHTML and scripts. */
export function isActiveType(mime: string): boolean {
  const subtype = (/^[\w.+-]+\/([\w.+-]+)/.exec(mime.trim().toLowerCase())?.[1] ?? '').replace(/^x-/, '');
  return (
    subtype === 'xml' ||
    subtype.endsWith('+xml') ||
    /html|javascript|ecmascript|svg|shellscript/.test(subtype) ||
    ['sh', 'csh', 'ksh', 'bash', 'zsh', 'php', 'httpd-php'].includes(subtype)
  );
}

const ACTIVE_EXTENSIONS = new Set(
  'htm html xhtml xht shtml mht mhtml svg svgz xml xsl xslt js mjs cjs sh bash csh ksh zsh command php phtml hta'.split(
    ' ',
  ),
);

export const isActiveExtension = (name: string): boolean =>
  ACTIVE_EXTENSIONS.has(/\.([a-z0-9]+)$/i.exec(name.trim())?.[1].toLowerCase() ?? '');

/** The tags a browser's content sniffing takes for HTML (WHATWG MIME Sniffing), plus SVG. */
const HTML_TAGS = new Set(
  '!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg'.split('|'),
);

/** HTML, XML or SVG markup, or a `#!` script, at the start of the bytes (after a BOM and white space). */
export function startsActive(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.subarray(0, 512))
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .replace(/^[\t\n\f\r ]+/, '')
    .toLowerCase();
  if (start.startsWith('#!') || start.startsWith('<?xml') || start.startsWith('<!--')) return true;
  const tag = /^<(!doctype html|[a-z][a-z0-9]*)[\t\n\f\r />]/.exec(start);
  return tag !== null && HTML_TAGS.has(tag[1]);
}

export const isActiveContent = (mime: string, name: string, bytes: Uint8Array): boolean =>
  isActiveType(mime) || isActiveExtension(name) || startsActive(bytes);

const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/** PDFs and raster images open in the browser; every other stored file is served as a download. */
export const servesInline = (contentType: string): boolean => INLINE_TYPES.has(contentType.trim().toLowerCase());
